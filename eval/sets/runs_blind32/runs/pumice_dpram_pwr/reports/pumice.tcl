read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/pumice_dpram.vg
link_design pumice_dpram
read_sdc reports/pumice.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_transition -all_violators
report_wns -digits 3
report_tns -digits 3
set_power_activity -input -activity 0.2
report_power -digits 4
exit
