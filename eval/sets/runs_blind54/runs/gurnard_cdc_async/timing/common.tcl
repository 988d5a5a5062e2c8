read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist@osu035/gurnard_cdc_osu035.v
link_design gurnard_cdc
create_clock -name clk_a -period 3.3 [get_ports clk_a]
create_clock -name clk_b -period 10.0 [get_ports clk_b]
set_input_delay 0.5 -clock clk_a [get_ports event_a]
set_output_delay 1.0 -clock clk_b [get_ports {count_b* delta_b*}]
