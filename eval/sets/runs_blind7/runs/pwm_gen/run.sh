#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pwm_gen: synthesized once, timed at two clock periods
cp ../../designs/pwm_gen/pwm_gen.v .
cat > pwm_synth.ys <<EOF
read_verilog pwm_gen.v
hierarchy -check -top pwm_gen
synth -top pwm_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pwm_gen_syn.v
read_liberty -lib $LIB
check
EOF
yosys -s pwm_synth.ys | tee pwm_synth.log > /dev/null
for P in 10 2.2; do
cat > sta_${P}ns.tcl <<EOF
read_liberty $LIB
read_verilog pwm_gen_syn.v
link_design pwm_gen
create_clock -name clk -period $P [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst_n period* duty*}]
set_output_delay 0.5 -clock clk [get_ports pwm_out]
report_checks -path_delay max -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit sta_${P}ns.tcl > sta_${P}ns.rpt 2>&1
done
