create_clock -name ref_clk -period 5.0 [get_ports clk_ref]
# the divided clocks are flop outputs: find the driver pin of each net
foreach n {div2 div4} {
    foreach p [get_pins -of_objects [get_nets $n]] {
        if {[get_property $p direction] == "output"} { set drv($n) $p }
    }
}
create_generated_clock -name clk_div2 -source [get_ports clk_ref] -divide_by 2 $drv(div2)
create_generated_clock -name clk_div4 -source [get_ports clk_ref] -divide_by 4 $drv(div4)
# cnt_quarter only changes every 4 reference cycles
set_multicycle_path 4 -setup -from [get_clocks clk_div4] -to [get_clocks ref_clk]
set_multicycle_path 3 -hold  -from [get_clocks clk_div4] -to [get_clocks ref_clk]
set_input_delay 1.0 -clock ref_clk [get_ports {din[*]}]
set_output_delay 1.0 -clock ref_clk [get_ports {dout[*]}]
set_output_delay 1.0 -clock clk_div2 [get_ports {cnt_half[*]}]
set_output_delay 1.0 -clock clk_div4 [get_ports {cnt_quarter[*]}]
