read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog agc_loop_netlist.v
link_design agc_loop
read_sdc agc_loop.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay max -group_count 5 -format end
report_wns
report_tns
