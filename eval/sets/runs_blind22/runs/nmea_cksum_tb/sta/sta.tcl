read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/nmea_generic.v
link_design nmea_cksum
create_clock -name clk -period 10.0 [get_ports clk]
report_checks
exit
