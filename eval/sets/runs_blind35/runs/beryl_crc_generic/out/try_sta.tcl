read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/beryl_crc8_generic.v
link_design beryl_crc8
create_clock -name clk -period 8 [get_ports clk]
report_checks
report_wns
