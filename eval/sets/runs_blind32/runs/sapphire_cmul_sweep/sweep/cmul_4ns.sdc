create_clock -name mclk -period 4 [get_ports clk]
set_input_delay 0.5 -clock mclk [get_ports {ar[*] ai[*] br[*] bi[*]}]
set_output_delay 0.5 -clock mclk [all_outputs]
