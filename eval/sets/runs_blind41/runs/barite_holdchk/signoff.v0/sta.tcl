read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog signoff.v0/netlists/barite_barrel.v
link_design barite_barrel
read_sdc signoff.v0/barite.sdc
report_checks -path_delay min_max -format full_clock_expanded
report_wns
report_tns
report_power
