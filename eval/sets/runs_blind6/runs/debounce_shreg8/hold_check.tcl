read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog debounce_shreg8_gl.v
link_design debounce_shreg8
create_clock -name clk -period 20 [get_ports clk]
set_clock_uncertainty -hold 1.2 [get_clocks clk]
set_input_delay 0.0 -clock clk [get_ports btn_raw]
set_output_delay 0.0 -clock clk [get_ports btn_clean]
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
