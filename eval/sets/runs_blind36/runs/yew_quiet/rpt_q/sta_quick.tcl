read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog nl/yew_crc.v
link_design yew_crc
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst init valid data[*]}]
set_output_delay 1.5 -clock clk [get_ports crc[*]]
report_worst_slack -max
report_worst_slack -min
report_wns
report_tns
report_checks -path_delay max -format end
