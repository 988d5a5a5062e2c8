read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog synth/sable_mac_gl.v
link_design sable_mac
read_sdc timing/base.sdc
read_sdc timing/mcp.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
