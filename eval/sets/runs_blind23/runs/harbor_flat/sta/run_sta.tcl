read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/harbor_lights_flat.v
link_design harbor_lights
read_sdc sta/harbor.sdc
report_checks -path_delay min_max -fields {slew cap} -digits 3
report_worst_slack
report_power -digits 4
