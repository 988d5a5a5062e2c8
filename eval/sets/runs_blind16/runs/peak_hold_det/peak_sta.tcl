read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog peak_hold_det_net.v
link_design peak_hold_det
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
report_checks -path_delay min -digits 3
report_net -connections hit
report_instance -connections _446_
report_power
report_worst_slack -max
report_worst_slack
