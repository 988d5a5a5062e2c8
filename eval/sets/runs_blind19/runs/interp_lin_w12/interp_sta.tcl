read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog interp_lin_w12.v
link_design interp_lin
read_sdc interp.sdc
report_checks -path_delay max -format full_clock -digits 3
report_checks -path_delay max -group_count 4 -format end
report_wns
report_tns
