#!/bin/bash
# Regenerates runs/crc16_ccitt_chk: synth with osu035, STA at 10 ns and at 2 ns.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/crc16_ccitt_chk/crc16_ccitt_chk.v .

cat > synth.ys <<EOF
read_verilog crc16_ccitt_chk.v
hierarchy -check -top crc16_ccitt_chk
synth -top crc16_ccitt_chk -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr crc16_ccitt_chk_syn.v
EOF
yosys -l synth.log -s synth.ys > /dev/null

for P in 10 2; do
cat > sta_${P}ns.tcl <<EOF
read_liberty $LIB
read_verilog crc16_ccitt_chk_syn.v
link_design crc16_ccitt_chk
create_clock -name clk -period $P [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack -digits 3
report_tns -digits 3
EOF
sta -no_splash -exit sta_${P}ns.tcl > timing_${P}ns.rpt 2>&1
done
