read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/beeper_fsm.vg
link_design beeper_fsm
read_sdc scripts/beeper.sdc
report_checks -path_delay max -fields {slew cap input_pin} -digits 3
report_wns
report_tns
report_worst_slack
