read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/ginger_prienc_syn.v
link_design ginger_prienc
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
