# what-if copy of runs/dual_clk_mailbox/mailbox_sta.tcl: clk_per period from $PER_PERIOD, 3-digit tns/wns
read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ../../runs/dual_clk_mailbox/mailbox_gates.v
link_design dual_clk_mailbox
create_clock -name clk_sys -period 10.0 [get_ports clk_sys]
create_clock -name clk_per -period $::env(PER_PERIOD) [get_ports clk_per]
set_clock_groups -asynchronous -group {clk_sys} -group {clk_per}
set_input_delay 1.0 -clock clk_sys [get_ports {wr_en wr_data* rst_n}]
set_output_delay 1.0 -clock clk_per [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns -digits 3
report_wns -digits 3
exit
