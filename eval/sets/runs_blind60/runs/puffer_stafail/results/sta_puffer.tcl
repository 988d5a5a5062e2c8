read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog results/puffer_mac.blif
link_design puffer_mac
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
