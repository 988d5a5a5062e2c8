read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/adder_tree_flat.v
link_design adder_tree
read_sdc tree.sdc
report_checks -digits 3 -fields {cap net}
report_checks -group_count 5 -format summary
report_wns
report_tns
