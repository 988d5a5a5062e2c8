read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sensor_if_mapped.v
link_design sensor_if
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {sample adc_code* thresh* test_mode}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
