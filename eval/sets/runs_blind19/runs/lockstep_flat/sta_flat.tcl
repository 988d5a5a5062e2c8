read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lockstep_flat_net.v
link_design lockstep_cmp
read_sdc lockstep.sdc
report_checks -path_delay max -digits 2
report_checks -path_delay max -group_count 4 -format end
report_wns
report_tns
