create_clock -name sys_clk -period 5.0  [get_ports sys_clk]
create_clock -name snr_clk -period 40.0 -waveform {0 20} [get_ports snr_clk]
set_clock_groups -asynchronous -group {sys_clk} -group {snr_clk}
set_input_delay  1.0 -clock sys_clk [get_ports {wr_stb wr_data[*]}]
set_output_delay 1.0 -clock sys_clk [get_ports busy]
set_output_delay 8.0 -clock snr_clk [get_ports {snr_data[*] snr_valid}]
