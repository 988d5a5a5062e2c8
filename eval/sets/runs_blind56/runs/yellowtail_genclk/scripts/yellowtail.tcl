read_liberty $::env(OSU035_LIB)
read_verilog mapped/yellowtail_pwm_osu035.v
link_design yellowtail_pwm
create_clock -name clk -period 4.0 [get_ports clk]
# pwm_clk = presc[1]: find the Q pin of the flop that drives the presc[1] net
set presc_q ""
foreach p [get_pins -of_objects [get_nets {presc[1]}]] {
    if {[get_property $p direction] == "output"} { set presc_q $p }
}
puts "generated clock source pin: [get_full_name $presc_q]"
create_generated_clock -name pwm_clk -source [get_ports clk] -divide_by 4 $presc_q
set_input_delay 0.5 -clock clk [get_ports {duty[*] enable}]
set_output_delay 0.5 -clock pwm_clk [get_ports {pwm_out period_start}]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
