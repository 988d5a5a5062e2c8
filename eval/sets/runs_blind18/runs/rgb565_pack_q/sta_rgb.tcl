read_liberty $::env(OSU035_LIB)
read_verilog rgb565_pack.mapped.v
link_design rgb565_pack
create_clock -name pix_clk -period 15 [get_ports clk]
set_input_delay 4 -clock pix_clk [get_ports {in_valid in_r[*] in_g[*] in_b[*] in_sol dither_en}]
set_output_delay 4 -clock pix_clk [all_outputs]
set_driving_cell -lib_cell INVX1 [get_ports {in_valid in_r[*] in_g[*] in_b[*] in_sol dither_en}]
set_load 0.05 [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -fields {slew capacitance input_pin} -digits 3
report_power
report_net -connections -verbose v1
report_instance -connections _463_
report_tns
