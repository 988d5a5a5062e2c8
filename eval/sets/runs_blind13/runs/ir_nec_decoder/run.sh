#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ir_nec_decoder: instance u_ms connects a port (tol_sel) that ir_level_timer does not have; elaboration error
# expected, no netlist; yosys -s > log 2>&1; exit status kept
cp ../../designs/ir_nec_decoder/ir_nec_decoder.v ../../designs/ir_nec_decoder/ir_level_timer.v .
cat > nec.ys <<EOT
read_verilog ir_level_timer.v
read_verilog ir_nec_decoder.v
hierarchy -check -top ir_nec_decoder
synth -flatten -top ir_nec_decoder
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr ir_nec_decoder_net.v
EOT
yosys -s nec.ys > nec_yosys.log 2>&1
echo "yosys exit status: $?" > exit_status.txt
