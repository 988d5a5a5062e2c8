read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out_syn/caldera_cdc.vg
link_design caldera_cdc
read_sdc out_sta/clocks.sdc
report_checks -path_delay max -group_count 4
report_checks -path_delay min
report_wns
report_tns
