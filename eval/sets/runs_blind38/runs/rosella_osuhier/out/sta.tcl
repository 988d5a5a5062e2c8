read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/rosella_spimaster_hier.v
link_design rosella_spimaster
read_sdc out/constraints.sdc
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
