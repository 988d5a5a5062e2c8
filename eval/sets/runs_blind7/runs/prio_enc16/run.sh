#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# prio_enc16: combinational, timed against a virtual clock
cp ../../designs/prio_enc16/prio_enc16.v .
cat > prio_synth.ys <<EOF
read_verilog prio_enc16.v
synth -top prio_enc16
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr prio_enc16_gl.v
read_liberty -lib $LIB
check
EOF
yosys -q -l prio_synth.log -s prio_synth.ys
cat > prio_io.tcl <<EOF
read_liberty $LIB
read_verilog prio_enc16_gl.v
link_design prio_enc16
create_clock -name vclk -period 5
set_input_delay 1.0 -clock vclk [all_inputs]
set_output_delay 1.0 -clock vclk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
EOF
sta -no_splash -exit prio_io.tcl > prio_io.rpt 2>&1
