#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# xor_mul_gf8: combinational; abc -D 2500 (delay target, ps); statistics written with tee -o gf_stat.txt;
# yosys -q (no log file; select -count appended to gf_stat.txt); STA with set_max_delay / set_min_delay, no clock
cp ../../designs/xor_mul_gf8/xor_mul_gf8.v .
cat > gf.ys <<EOT
read_verilog xor_mul_gf8.v
hierarchy -check -top xor_mul_gf8
synth -top xor_mul_gf8
abc -D 2500 -liberty $LIB
opt_clean
tee -o gf_stat.txt stat -liberty $LIB
tee -a gf_stat.txt select -count t:XOR2X1 t:XNOR2X1
write_verilog -noattr xor_mul_gf8_net.v
EOT
yosys -q -s gf.ys > gf_quiet.txt 2>&1
[ -s gf_quiet.txt ] || rm -f gf_quiet.txt
cat > gf_sta.tcl <<EOT
read_liberty $LIB
read_verilog xor_mul_gf8_net.v
link_design xor_mul_gf8
set_max_delay 2.4 -from [all_inputs] -to [all_outputs]
set_min_delay 0.3 -from [all_inputs] -to [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -through [get_ports mix] -digits 3
report_checks -to [get_ports p_zero] -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_tns
EOT
sta -no_splash -exit gf_sta.tcl > gf_sta.rpt 2>&1
