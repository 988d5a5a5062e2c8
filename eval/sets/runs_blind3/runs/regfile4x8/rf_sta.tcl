read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog rf_netlist.v
link_design regfile4x8
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {clr we waddr wdata raddr0 raddr1}]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.025 [all_outputs]
report_checks -path_delay min_max -group_count 5 -digits 3
report_tns
report_wns
