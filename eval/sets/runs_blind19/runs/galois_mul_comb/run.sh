#!/bin/bash
# galois_mul: purely combinational; yosys -p one-liner, mapped to osu035,
# STA against a virtual clock with I/O delays.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/galois_mul/galois_mul.v .
yosys -p "read_verilog galois_mul.v; synth -top galois_mul; ltp -noff; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr gf_mul_mapped.v" > yosys_gf.log 2>&1
cat > gf.sdc <<'EOF'
# no clock pin: constrain against a virtual 6 ns clock
create_clock -name vclk -period 6.0
set_input_delay 1.0 -clock vclk [all_inputs]
set_output_delay 1.0 -clock vclk [all_outputs]
set_load 0.03 [all_outputs]
EOF
cat > sta_gf.tcl <<EOF
read_liberty $LIB
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
EOF
sta -no_splash -exit sta_gf.tcl 2>&1 | tee sta_gf.log > /dev/null
