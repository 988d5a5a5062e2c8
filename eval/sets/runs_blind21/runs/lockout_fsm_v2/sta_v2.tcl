read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/lockout_fsm.v
link_design lockout_fsm
read_sdc v2.sdc
check_setup -verbose
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
