read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog prehnite_mul_mapped.v
link_design prehnite_mul
read_sdc constraints.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
