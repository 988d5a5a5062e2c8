read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/bergamot_alu.vg
link_design bergamot_alu
read_sdc sweep/bergamot_p3.5.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
