read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sent_nibble_tx_net.v
link_design sent_nibble_tx
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start status* payload*}]
report_checks -path_delay max -digits 3
report_checks -unconstrained -path_delay max -to [get_ports sent_out] -digits 3
report_checks -through [get_ports start] -digits 3
report_check_types -max_delay -min_delay -max_transition
