# urial_timer: main clock 200 MHz, tick_clk = clk / 4 generated at the prescaler flop output
read_liberty $::env(OSU035_LIB)
read_verilog syn.d/urial_timer_map.v
link_design urial_timer
create_clock -name clk -period 5.0 [get_ports clk]
# the flop driving pre[1] is the divided clock source
set pre_q [get_pins -of_objects [get_nets {pre[1]}] -filter "direction == output"]
puts "generated clock source pin: [get_full_name $pre_q]"
create_generated_clock -name tick_clk -source [get_ports clk] -divide_by 4 $pre_q
set_input_delay 1.0 -clock clk [get_ports {enable reload_val* irq_ack rst}]
set_output_delay 1.0 -clock clk [get_ports irq]
set_output_delay 1.0 -clock tick_clk [get_ports count*]
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -group_count 2 -digits 3
report_wns
report_tns
