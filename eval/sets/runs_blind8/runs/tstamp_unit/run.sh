#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# tstamp_unit (top tstamp_top): elaboration error (bad port name); yosys -c Tcl with -l
cp ../../designs/tstamp_unit/tstamp_top.v .
cat > tstamp_synth.tcl <<EOT
yosys read_verilog tstamp_top.v
yosys hierarchy -check -top tstamp_top
yosys synth -top tstamp_top
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys stat -liberty $LIB
yosys write_verilog -noattr tstamp_top_syn.v
EOT
yosys -c tstamp_synth.tcl -l tstamp.log > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
