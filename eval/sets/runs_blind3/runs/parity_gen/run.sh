#!/bin/sh
# parity_gen: synthesis attempt (stops at the Verilog parser).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > parity.ys <<YS
read_liberty -lib $LIB
read_verilog parity_gen.v
synth -top parity_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr parity_gen_mapped.v
YS
yosys -s parity.ys > synth.log 2>&1
echo "yosys exit code: $?" >> synth.log
