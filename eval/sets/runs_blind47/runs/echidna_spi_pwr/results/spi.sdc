create_clock -name sys_clk -period 8 [get_ports clk]
set_input_delay 1 -clock sys_clk {rst_n start tx_byte[*] miso}
set_output_delay 1.5 -clock sys_clk [all_outputs]
set_load 0.1 [all_outputs]
