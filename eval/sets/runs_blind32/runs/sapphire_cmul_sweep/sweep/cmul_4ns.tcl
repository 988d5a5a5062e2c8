read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/sapphire_cmul_osu.v
link_design sapphire_cmul
read_sdc sweep/cmul_4ns.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
