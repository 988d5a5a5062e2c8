read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/cuprite_regfile_flat.v
link_design cuprite_regfile
read_sdc cuprite.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
