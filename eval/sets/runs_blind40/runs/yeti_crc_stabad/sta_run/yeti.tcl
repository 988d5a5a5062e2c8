read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog net/yeti_crc_netlist.v
link_design yeti_crc
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
