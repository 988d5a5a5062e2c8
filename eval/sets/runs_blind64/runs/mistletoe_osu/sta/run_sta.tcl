read_liberty $::env(OSU035_LIB)
read_verilog syn/mistletoe_fifo_osu.v
link_design mistletoe_fifo
read_sdc sta/fifo.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
exit
