# millet_pwm timing: 100 MHz input clock, PWM logic on the divide-by-4 register output
read_liberty $::env(OSU035_LIB)
read_verilog syn/millet_pwm.mapped.v
link_design millet_pwm

create_clock -name clk_fast -period 10.0 [get_ports clk]
# the divider flop's Q pin drives net clk_div
set div_q [get_pins -of_objects [get_nets clk_div] -filter "direction == output"]
puts "generated clock source pin: [get_full_name $div_q]"
create_generated_clock -name clk_div -source [get_ports clk] -divide_by 4 $div_q

set_input_delay 2.0 -clock clk_fast [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk_div [all_outputs]

report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
