read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlists/garnet_alu_D4000.v
link_design garnet_alu
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 0.4 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 [get_ports {op[*] a[*] b[*]}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power -digits 4
