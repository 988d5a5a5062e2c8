read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/netlists/dormouse_hold.v
link_design dormouse_hold
create_clock -name clk -period 6.0 [get_ports clk]
create_clock -name ale_clk -period 12.0 [get_ports ale]
set_input_delay 1.0 -clock clk [get_ports {rd}]
set_input_delay 1.0 -clock ale_clk [get_ports {ad_bus[*]}]
set_output_delay 1.0 -clock clk [get_ports {sel[*]}]
report_checks -path_delay max
report_checks -path_delay min
report_check_types -max_delay -min_delay
report_wns
