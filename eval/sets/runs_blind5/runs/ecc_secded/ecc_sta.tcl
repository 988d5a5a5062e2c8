read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ecc_secded_netlist.v
link_design ecc_secded
# no clock pin: budget the decoder between two registers of the host block
create_clock -name vclk -period 4.0
set_input_delay 1.0 -clock vclk [all_inputs]
set_output_delay 0.8 -clock vclk [all_outputs]
set_driving_cell -lib_cell BUFX2 -pin Y [all_inputs]
set_load 0.08 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 5 -format end -digits 3
report_tns -digits 3
report_worst_slack -digits 3
