read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out~hier/tiger_alu_hier.v
link_design tiger_alu
read_sdc alu.sdc
report_checks -path_delay max -fields {fanout cap} -digits 3
report_wns
report_tns
