read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/akita_mult_net.v
link_design akita_mult
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start op_a[*] op_b[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*] done}]
set_false_path -from [get_ports rst_n]
puts "=== period 4 ns ==="
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
