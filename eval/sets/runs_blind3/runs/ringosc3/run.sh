#!/bin/sh
# ringosc3: Yosys-only run; check is expected to flag the ring.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > ro.ys <<YS
read_liberty -lib $LIB
read_verilog ringosc3.v
hierarchy -top ringosc3
proc
check
synth -top ringosc3
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr ringosc3_gates.v
YS
yosys -s ro.ys > yosys_ro.log 2>&1
