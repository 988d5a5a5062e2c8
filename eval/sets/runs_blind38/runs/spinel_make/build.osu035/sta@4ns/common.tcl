read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build.osu035/spinel_popcount.v
link_design spinel_popcount
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports data_in*]
set_output_delay 0.5 -clock clk [all_outputs]
