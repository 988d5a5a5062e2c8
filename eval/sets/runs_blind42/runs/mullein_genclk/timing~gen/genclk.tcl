read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mullein_mapped.v
link_design mullein_clkdiv
create_clock -name clk_fast -period 5 [get_ports clk_fast]
# the slow clock is the Q pin of the flop that drives div[1]
set div_q ""
foreach p [get_pins -of_objects [get_nets {div[1]}]] {
  if {[get_property $p direction] == "output"} { set div_q $p }
}
puts "generated clock source pin: [get_full_name $div_q]"
create_generated_clock -name clk_slow -source [get_ports clk_fast] -divide_by 4 $div_q
set_input_delay 1.0 -clock clk_fast [get_ports {kick_fast rst_n}]
set_output_delay 1.0 -clock clk_slow [get_ports {timer* timeout}]
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min -group_count 2
report_wns
report_tns
