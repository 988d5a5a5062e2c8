read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog servo_pulse_gen_net.v
link_design servo_pulse_gen
read_sdc servo_20ns.sdc
report_checks -path_delay min_max -format full_clock -digits 3
report_wns
report_tns
report_worst_slack
