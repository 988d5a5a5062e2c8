read_liberty $::env(OSU035_LIB)
read_verilog build/kernite_handshake.vg
link_design kernite_handshake
read_sdc clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
