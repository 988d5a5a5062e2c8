read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/yaw_integ.v
link_design yaw_integ
read_sdc reports/yaw.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
