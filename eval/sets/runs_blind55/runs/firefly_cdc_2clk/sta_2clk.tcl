# OpenSTA: two clock domains of firefly_cdc.
# CDC_MODE=related : clk_a/clk_b analysed as related clocks (default SDC semantics)
# CDC_MODE=async   : clocks declared asynchronous, only intra-domain paths remain
read_liberty $::env(OSU035_LIB)
read_verilog syn/firefly_cdc_flat.v
link_design firefly_cdc

create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_input_delay 2 -clock clk_a [get_ports event_a]
set_output_delay 2 -clock clk_b [get_ports {delta* valid}]
set_load 0.04 [all_outputs]
# set_clock_groups must come before the first report: OpenSTA 2.0.17 ignores it afterwards
if {$::env(CDC_MODE) == "async"} {
    set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]
}

puts "### firefly_cdc, CDC_MODE=$::env(CDC_MODE)"
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
