#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# lzc16: port-width mismatch + implicit net; abc -D 5000 (5 ns delay target); timed at 5 ns; yosys -q -l -s
cp ../../designs/lzc16/lzc16.v .
cat > lzc.ys <<EOT
read_verilog lzc16.v
hierarchy -check -top lzc16
synth -flatten -top lzc16
dfflibmap -liberty $LIB
abc -D 5000 -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr lzc16_flat.v
EOT
yosys -q -l lzc_synth.log -s lzc.ys
cat > lzc_sta.tcl <<EOT
read_liberty $LIB
read_verilog lzc16_flat.v
link_design lzc16
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {word* word_vld}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
EOT
sta -no_splash -exit lzc_sta.tcl > lzc_timing.rpt 2>&1
