#!/bin/bash
# Regenerates runs/line_buf_ram16: inferred 16x8 memory mapped to flops.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/line_buf_ram16/line_buf_ram16.v .

cat > ram.ys <<EOF
read_verilog line_buf_ram16.v
hierarchy -top line_buf_ram16
proc
opt
stat
memory -nomap
stat
synth -top line_buf_ram16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr line_buf_ram16_syn.v
EOF
yosys -s ram.ys -l ram_synth.log > /dev/null

cat > ram_sta.tcl <<EOF
read_liberty $LIB
read_verilog line_buf_ram16_syn.v
link_design line_buf_ram16
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -group_count 2 -fields {cap fanout}
report_tns
report_wns
EOF
sta -no_splash -exit ram_sta.tcl > ram_timing.rpt 2>&1
