read_liberty $::env(OSU035_LIB)
read_verilog work/teak_latch_regs_osu035.v
link_design teak_latch_regs
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {we waddr wdata raddr}]
set_output_delay 1.0 -clock clk [get_ports rdata]
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_checks -to [get_ports {rdata[*]}] -path_delay max -format end
report_wns
report_tns
