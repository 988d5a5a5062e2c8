read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog uart_tx8n1.netlist.v
link_design uart_tx8n1
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst baud_tick start din*}]
set_output_delay 1.5 -clock clk [get_ports {txd busy done}]
report_checks -path_delay max -fields {slew cap} -digits 3
report_worst_slack
