read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog alu16_flat_netlist.v
link_design alu16_top
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {op_a* op_b* opcode*}]
set_output_delay 2.0 -clock clk [get_ports {result* carry}]
report_checks -path_delay max -digits 3
report_wns
report_tns
