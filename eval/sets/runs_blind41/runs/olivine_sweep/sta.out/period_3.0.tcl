# OpenSTA template for the period sweep; @...@ fields are filled in by the Makefile
read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn.out/olivine_alu_osu035.v
link_design olivine_alu
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
