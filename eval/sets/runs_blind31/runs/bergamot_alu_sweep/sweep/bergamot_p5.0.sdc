create_clock -name aclk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock aclk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 0.5 -clock aclk [all_outputs]
