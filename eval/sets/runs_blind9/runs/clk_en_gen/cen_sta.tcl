read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog clk_en_gen_syn.v
link_design clk_en_gen
create_clock -name clk -period 5 [get_ports clk]
set src ""
foreach p [get_pins -of_objects [get_nets clk_half_o]] {
  if {[get_property $p direction] == "output"} { set src $p }
}
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 $src
set_input_delay 1.0 -clock clk [get_ports {rst div*}]
set_output_delay 1.0 -clock clk [get_ports ce_out]
set_output_delay 1.0 -clock clk_half [get_ports phase*]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_worst_slack
