read_liberty $::env(OSU035_LIB)
read_verilog out.syn/impala_spimaster.v
link_design impala_spimaster
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay  1.2 -clock clk [get_ports {start tx_byte[*] miso}]
set_output_delay 1.2 -clock clk [get_ports {rx_byte[*] busy done sclk mosi cs_n}]
set_false_path -from [get_ports rst_n]
set_load 0.1 [all_outputs]
