read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/akita_mult_w4.v
link_design akita_mult
read_sdc out/w4.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
