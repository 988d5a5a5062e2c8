read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/dhole_mac_net.v
link_design dhole_mac
read_sdc syn/base.sdc
report_checks -path_delay max
report_wns
report_tns
