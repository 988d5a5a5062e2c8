#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > shifter.ys <<YS
read_liberty -lib $LIB
read_verilog shifter16.v
synth -top shifter16 -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr shifter16_net.v
YS
yosys -l shifter16_yosys.log -s shifter.ys > /dev/null
for P in 3 5; do
cat > sta_${P}ns.tcl <<TCL
read_liberty \$::env(OSU035_LIB)
read_verilog shifter16_net.v
link_design shifter16
create_clock -name clk -period $P [get_ports clk]
set_input_delay 0.4 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.4 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_splash -exit sta_${P}ns.tcl > attempt_${P}ns.rpt 2>&1
done
