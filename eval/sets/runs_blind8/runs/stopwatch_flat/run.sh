#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# stopwatch_flat (top stopwatch_top): same RTL as stopwatch_hier, synth -flatten; shell redirection
cp ../../designs/stopwatch_bcd4/stopwatch.v .
cat > stopwatch_flat.ys <<EOT
read_verilog stopwatch.v
hierarchy -check -top stopwatch_top
synth -flatten -top stopwatch_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr stopwatch_flat_net.v
read_liberty -lib $LIB
check
EOT
yosys -s stopwatch_flat.ys > flat_synth.log 2>&1
cat > sta_flat.tcl <<EOT
read_liberty $LIB
read_verilog stopwatch_flat_net.v
link_design stopwatch_top
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst start_stop lap}]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit sta_flat.tcl > sta_flat.rpt 2>&1
