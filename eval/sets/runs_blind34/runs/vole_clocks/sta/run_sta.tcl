read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/vole_pwm.mapped.v
link_design vole_pwm
read_sdc sta/vole.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3 > sta/setup_all.rpt
report_checks -path_delay max -to [get_clocks pwm_clk] -digits 3 > sta/setup_pwm_clk.rpt
report_checks -path_delay min -digits 3 > sta/hold.rpt
report_wns > sta/summary.rpt
report_tns >> sta/summary.rpt
report_worst_slack -digits 3 >> sta/summary.rpt
