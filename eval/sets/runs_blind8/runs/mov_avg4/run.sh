#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mov_avg4: ordinary design meeting timing; yosys -q -l ... script.ys (positional); setup+hold
cp ../../designs/mov_avg4/mov_avg4.v .
cat > movavg.ys <<EOT
read_verilog mov_avg4.v
hierarchy -check -top mov_avg4
synth -top mov_avg4
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr mov_avg4_mapped.v
read_liberty -lib $LIB
check
EOT
yosys -q -l movavg_synth.log movavg.ys
cat > movavg_sta.tcl <<EOT
read_liberty $LIB
read_verilog mov_avg4_mapped.v
link_design mov_avg4
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst in_vld sample*}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit movavg_sta.tcl > movavg_sta.rpt 2>&1
