read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog credit_ctrl_hier.v
link_design credit_ctrl
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
# lowmark_q only changes while the link is idle: give its fan-out two cycles
set_multicycle_path -setup 2 -through [get_pins u_stall/lowmark*]
set_multicycle_path -hold 1 -through [get_pins u_stall/lowmark*]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_stall/lowmark*] -digits 3
report_wns
report_tns
