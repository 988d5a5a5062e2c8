#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ipv4_csum: width mismatches (port resizing, literal width); flattened; splitnets; yosys -s ... -L (line-buffered log)
cp ../../designs/ipv4_csum/ipv4_csum.v .
cat > csum.ys <<EOT
read_verilog ipv4_csum.v
hierarchy -check -top ipv4_csum
synth -flatten -top ipv4_csum
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr ipv4_csum_flat.v
read_liberty -lib $LIB
check
EOT
yosys -s csum.ys -L csum_yosys.log > /dev/null
cat > csum_sta.tcl <<EOT
read_liberty $LIB
read_verilog ipv4_csum_flat.v
link_design ipv4_csum
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst start word_vld word*}]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_worst_slack
EOT
sta -no_splash -exit csum_sta.tcl > csum_sta.rpt 2>&1
