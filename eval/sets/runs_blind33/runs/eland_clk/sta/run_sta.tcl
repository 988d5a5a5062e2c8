read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/eland_pwm.vg
link_design eland_pwm
read_sdc sta/eland_pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -path_group pclk
report_checks -path_delay max -path_group mclk
report_checks -path_delay min
report_wns
report_tns
report_power
