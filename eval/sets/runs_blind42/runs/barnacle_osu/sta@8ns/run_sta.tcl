read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/barnacle_spim_osu.v
link_design barnacle_spim
read_sdc sta@8ns/constraints.sdc
report_checks -path_delay max -fields {slew cap} -digits 3 > sta@8ns/setup.rpt
report_checks -path_delay min -digits 3 > sta@8ns/hold.rpt
report_power > sta@8ns/power.rpt
