read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/bauxite_spi_syn.v
link_design bauxite_spi
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst go tx_byte* miso}]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
