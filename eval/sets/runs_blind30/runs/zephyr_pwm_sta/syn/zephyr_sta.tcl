read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/zephyr_pwm_mapped.v
link_design zephyr_pwm
read_sdc syn/zephyr.sdc
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay min -digits 3
report_checks -from [get_ports polarity] -digits 3
report_wns -digits 3
report_tns -digits 3
set_power_activity -input -activity 0.2
report_power
exit
