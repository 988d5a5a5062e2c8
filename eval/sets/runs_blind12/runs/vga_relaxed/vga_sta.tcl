read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog vga_sync_gen_net.v
link_design vga_sync_gen
read_sdc vga_10ns.sdc
report_checks -path_delay min_max -digits 3
report_wns
report_tns
