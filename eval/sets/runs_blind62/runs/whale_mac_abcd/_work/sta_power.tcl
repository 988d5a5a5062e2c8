read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog _work/whale_mac_gl.v
link_design whale_mac
read_sdc whale.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
