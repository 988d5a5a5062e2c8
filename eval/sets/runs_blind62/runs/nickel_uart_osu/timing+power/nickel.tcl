read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mapped/nickel_uart_map.v
link_design nickel_uart
create_clock -name uclk -period 10 [get_ports clk]
set_input_delay 0.5 -clock uclk [get_ports {rst send data*}]
set_output_delay 0.5 -clock uclk [all_outputs]
report_checks -path_delay min -digits 3
report_tns
set_power_activity -input -activity 0.1
report_power
