# virtual clock for the surrounding pipeline registers
create_clock -name vclk -period 6.0
set_input_delay  1.5 -clock vclk [all_inputs]
set_output_delay 1.5 -clock vclk [all_outputs]
set_load 0.1 [all_outputs]
