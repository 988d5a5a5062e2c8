create_clock -name clk_sys -period 10.0 [get_ports clk_sys]
create_clock -name clk_bus -period 15.0 [get_ports clk_bus]
create_generated_clock -name tone_clk -source [get_ports clk_sys] -divide_by 8 \
    [get_pins -of_objects [get_nets tone_clk] -filter "direction == output"]
set_clock_groups -asynchronous -group {clk_sys tone_clk} -group {clk_bus}
set_input_delay 2.0 -clock clk_sys [get_ports {button rst_n}]
set_input_delay 3.0 -clock clk_bus [get_ports {bus_wr bus_data*}]
set_output_delay 2.0 -clock tone_clk [get_ports {speaker note_idx*}]
set_output_delay 2.0 -clock clk_sys [get_ports tone_clk_o]
