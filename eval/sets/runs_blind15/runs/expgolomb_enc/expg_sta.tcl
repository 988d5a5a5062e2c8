read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog expgolomb_enc_net.v
link_design expgolomb_enc
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
puts "--- single-cycle ---"
report_checks -path_delay max -digits 3
report_tns
set_multicycle_path 2 -setup -from [get_pins {_213_/CLK _214_/CLK _215_/CLK _216_/CLK _217_/CLK _218_/CLK _219_/CLK _220_/CLK _221_/CLK }]
set_multicycle_path 1 -hold -from [get_pins {_213_/CLK _214_/CLK _215_/CLK _216_/CLK _217_/CLK _218_/CLK _219_/CLK _220_/CLK _221_/CLK }]
puts "--- with multicycle 2 from sval_r ---"
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_pins {_213_/CLK _214_/CLK _215_/CLK _216_/CLK _217_/CLK _218_/CLK _219_/CLK _220_/CLK _221_/CLK }] -digits 3
report_tns
report_wns
