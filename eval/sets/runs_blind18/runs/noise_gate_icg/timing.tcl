# constraints for the audio gate block, 20 MHz system clock
# stop on any cell the library does not define
set link_make_black_boxes 0
read_liberty $::env(OSU035_LIB)
read_verilog noise_gate_ctl.gl.v
link_design noise_gate_ctl
create_clock -name sys_clk -period 50 [get_ports clk]
set_input_delay 5 -clock sys_clk [get_ports {sample_en sample_mag[*] bypass}]
set_output_delay 5 -clock sys_clk [all_outputs]
report_checks
report_tns
