read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gf_mul_mapped.v
link_design galois_mul
read_sdc gf.sdc
puts "=== worst path overall ==="
report_checks -fields {input_pins} -digits 3
puts "=== b\[7\] to y\[0\] ==="
report_checks -from [get_ports {b[7]}] -to [get_ports {y[0]}]
puts "=== c only feeds one xor level ==="
report_checks -from [get_ports {c[3]}] -format summary
puts "=== all outputs ==="
report_checks -group_count 8 -format end
report_wns
report_tns
