read_liberty $::env(OSU035_LIB)
read_verilog clk_ratio_meter.gl.v
link_design clk_ratio_meter
create_clock -name ref_clk  -period 10.0 [get_ports clk_ref]
create_clock -name meas_clk -period 7.3  [get_ports clk_meas]
# no clock groups / false paths: crossings are timed as if synchronous
set_input_delay 1.0 -clock ref_clk [get_ports enable]
set_output_delay 1.0 -clock ref_clk [all_outputs]
report_checks -path_delay max -group_count 3
report_checks -from [get_clocks ref_clk] -to [get_clocks meas_clk] -path_delay max
report_wns
report_tns
