# purely combinational block: use a virtual clock for I/O budgeting
create_clock -name vclk -period 15.0
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 3.0 -clock vclk [all_outputs]
set_driving_cell -lib_cell BUFX8 [all_inputs]
set_load 0.08 [all_outputs]
