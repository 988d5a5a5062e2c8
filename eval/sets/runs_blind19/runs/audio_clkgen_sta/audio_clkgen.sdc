create_clock -name mclk -period 20.345 [get_ports mclk]
create_clock -name cfg_clk -period 37.0 [get_ports cfg_clk]
create_generated_clock -name bclk -source [get_ports mclk] -divide_by 4 [get_pins _111_/Q]
set_clock_groups -asynchronous -group {mclk bclk} -group {cfg_clk}
set_input_delay 4.0 -clock cfg_clk [get_ports {cfg_we cfg_slots cfg_en}]
set_output_delay 5.0 -clock bclk [get_ports {lrclk frame_start}]
set_false_path -from [get_ports rst_n]
