#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# same cordic_step2 RTL as cordic_tight, relaxed period; yosys -q with -l (log file only)
cp ../../designs/cordic_step2/cordic_step2.v .
cat > relaxed.ys <<EOT
read_verilog cordic_step2.v
synth -top cordic_step2
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cordic_relaxed_gl.v
EOT
yosys -q -l relaxed_synth.log -s relaxed.ys
cat > relaxed_sta.tcl <<EOT
read_liberty $LIB
read_verilog cordic_relaxed_gl.v
link_design cordic_step2
create_clock -name clk -period 15 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack -max
EOT
sta -no_splash -exit relaxed_sta.tcl > relaxed_timing.rpt 2>&1
