read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lockstep_hier_net.v
link_design lockstep_cmp
read_sdc lockstep.sdc
report_checks -path_delay max -fields {net} -digits 2
report_checks -path_delay max -through [get_pins u_cmp/*] -format end -group_count 3
report_wns
report_tns
