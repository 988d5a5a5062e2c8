# core clock 200 MHz, sample clock from a separate oscillator, divided clock made by the div[1] flop
create_clock -name core_clk -period 5.0 [get_ports clk_core]
create_clock -name smp_clk  -period 7.3 [get_ports clk_smp]
create_generated_clock -name div4_clk -source [get_ports clk_core] -divide_by 4 [get_pins _85_/Q]
set_input_delay 1.5 -clock smp_clk [get_ports {smp_in[*]}]
set_output_delay 1.0 -clock div4_clk [get_ports {slow_acc[*]}]
set_output_delay 1.0 -clock smp_clk [get_ports {smp_hold[*]}]
