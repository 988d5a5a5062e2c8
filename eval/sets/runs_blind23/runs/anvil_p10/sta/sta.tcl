read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/anvil_mac_mapped.v
link_design anvil_mac
read_sdc sta/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_wns
report_tns
exit
