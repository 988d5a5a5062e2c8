read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog dual_nco_net.v
link_design dual_nco
read_sdc dual_nco.sdc
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_hi/*] -digits 3
report_wns
report_tns
