read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog dotprod4_pipe_net.v
link_design dotprod4_pipe
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
puts "--- single-cycle ---"
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {_4059_/D _4060_/D _4061_/D _4062_/D _4063_/D _4064_/D _4065_/D _4066_/D _4067_/D _4068_/D _4069_/D _4070_/D _4071_/D _4072_/D _4073_/D _4074_/D _4075_/D _4076_/D _4077_/D _4078_/D _4079_/D _4080_/D _4081_/D _4082_/D _4083_/D _4084_/D _4085_/D _4086_/D _4087_/D _4088_/D _4089_/D _4090_/D _4091_/D _4092_/D _4093_/D _4094_/D _4095_/D _4096_/D _4097_/D _4098_/D _4099_/D _4100_/D _4101_/D _4102_/D _4103_/D _4104_/D _4105_/D _4106_/D _4107_/D _4108_/D _4109_/D _4110_/D _4111_/D _4112_/D _4113_/D _4114_/D _4115_/D _4116_/D _4117_/D _4118_/D _4119_/D _4120_/D _4121_/D _4122_/D }]
set_multicycle_path 1 -hold -to [get_pins {_4059_/D _4060_/D _4061_/D _4062_/D _4063_/D _4064_/D _4065_/D _4066_/D _4067_/D _4068_/D _4069_/D _4070_/D _4071_/D _4072_/D _4073_/D _4074_/D _4075_/D _4076_/D _4077_/D _4078_/D _4079_/D _4080_/D _4081_/D _4082_/D _4083_/D _4084_/D _4085_/D _4086_/D _4087_/D _4088_/D _4089_/D _4090_/D _4091_/D _4092_/D _4093_/D _4094_/D _4095_/D _4096_/D _4097_/D _4098_/D _4099_/D _4100_/D _4101_/D _4102_/D _4103_/D _4104_/D _4105_/D _4106_/D _4107_/D _4108_/D _4109_/D _4110_/D _4111_/D _4112_/D _4113_/D _4114_/D _4115_/D _4116_/D _4117_/D _4118_/D _4119_/D _4120_/D _4121_/D _4122_/D }]
puts "--- with multicycle 2 into prod0..prod3 ---"
report_checks -path_delay min_max -fields {fanout cap slew} -digits 3
report_checks -path_delay max -to [get_pins {_4059_/D _4060_/D _4061_/D _4062_/D _4063_/D _4064_/D _4065_/D _4066_/D _4067_/D _4068_/D _4069_/D _4070_/D _4071_/D _4072_/D _4073_/D _4074_/D _4075_/D _4076_/D _4077_/D _4078_/D _4079_/D _4080_/D _4081_/D _4082_/D _4083_/D _4084_/D _4085_/D _4086_/D _4087_/D _4088_/D _4089_/D _4090_/D _4091_/D _4092_/D _4093_/D _4094_/D _4095_/D _4096_/D _4097_/D _4098_/D _4099_/D _4100_/D _4101_/D _4102_/D _4103_/D _4104_/D _4105_/D _4106_/D _4107_/D _4108_/D _4109_/D _4110_/D _4111_/D _4112_/D _4113_/D _4114_/D _4115_/D _4116_/D _4117_/D _4118_/D _4119_/D _4120_/D _4121_/D _4122_/D }] -digits 3
report_wns
report_tns
