read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/vicuna_clkdiv.mapped.v
link_design vicuna_clkdiv
read_sdc sta/vicuna.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 > sta/vicuna_setup.rpt
report_checks -path_delay min -group_count 3 > sta/vicuna_hold.rpt
report_wns
report_tns
report_check_types -max_delay -min_delay -min_pulse_width
