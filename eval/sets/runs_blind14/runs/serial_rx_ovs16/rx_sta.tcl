read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog serial_rx_ovs16_net.v
link_design serial_rx_ovs16
create_clock -name rxclk -period 6 [get_ports clk]
set_input_delay 2.0 -clock rxclk [get_ports {rx rst_n}]
set_driving_cell -lib_cell INVX1 -pin Y [get_ports {rx rst_n}]
set_output_delay 1.5 -clock rxclk [get_ports {data[*] data_vld}]
set_load 0.1 [all_outputs]
report_clock_properties rxclk
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -unconstrained -to [get_ports {frame_err rx_active}] -digits 3
report_check_types -max_delay -min_delay -recovery -removal
report_check_types -all_violators
report_wns
report_tns
