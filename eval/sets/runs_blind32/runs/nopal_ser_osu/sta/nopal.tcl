read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gl/nopal_ser_gl.v
link_design nopal_ser
read_sdc sta/nopal.sdc
set_power_activity -input -activity 0.1
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power -digits 4
exit
