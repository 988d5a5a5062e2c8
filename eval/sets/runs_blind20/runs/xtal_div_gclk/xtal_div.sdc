create_clock -name ref_clk -period 2.5 [get_ports ref_clk]
create_generated_clock -name core_clk -source [get_ports ref_clk] -divide_by 4 [get_ports core_clk]
set_input_delay  0.5 -clock core_clk [get_ports evt_in]
set_input_delay  0.5 -clock ref_clk  [get_ports cap_req]
set_output_delay 0.5 -clock core_clk [get_ports evt_count*]
set_output_delay 0.5 -clock ref_clk  [get_ports cap_value*]
# evt_count is stable for 4 ref cycles
set_multicycle_path 4 -setup -from [get_clocks core_clk] -to [get_clocks ref_clk]
set_multicycle_path 3 -hold  -from [get_clocks core_clk] -to [get_clocks ref_clk]
