read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/nettle_mul.mapped.v
link_design nettle_mul
read_sdc sta/clk_3ns.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
