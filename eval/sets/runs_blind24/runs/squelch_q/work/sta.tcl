read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/squelch_gate_syn.v
link_design squelch_gate
read_sdc work/squelch.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -format summary -group_count 4
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
