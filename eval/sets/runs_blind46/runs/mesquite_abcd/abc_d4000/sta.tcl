read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog abc_d4000/mesquite_spim_d4000.v
link_design mesquite_spim
read_sdc abc_d4000/spim.sdc
report_checks -path_delay min_max
report_wns
report_tns
