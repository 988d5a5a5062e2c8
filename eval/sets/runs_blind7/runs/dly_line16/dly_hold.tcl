read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog dly_line16_mapped.v
link_design dly_line16
create_clock -name clk -period 5 [get_ports clk]
set_clock_uncertainty -hold 1.0 [get_clocks clk]
set_input_delay 0.5 -clock clk [get_ports din*]
set_output_delay 0.5 -clock clk [get_ports dout*]
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
