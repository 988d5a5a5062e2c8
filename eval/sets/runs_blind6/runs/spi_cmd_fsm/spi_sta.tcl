read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog spi_cmd_fsm.mapped.v
link_design spi_cmd_fsm
create_clock -name spi_clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock spi_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock spi_clk [all_outputs]
report_checks -path_delay min_max -fields {slew} -digits 3
