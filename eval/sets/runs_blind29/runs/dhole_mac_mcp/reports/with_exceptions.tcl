read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/dhole_mac_net.v
link_design dhole_mac
read_sdc syn/base.sdc
set mul_src [get_cells -of_objects [get_pins -of_objects [get_nets {a_q[*] b_q[*]}] -filter "direction == output"]]
set_multicycle_path 2 -setup -from $mul_src
set_multicycle_path 1 -hold -from $mul_src
set_false_path -from [get_ports test_mode]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
