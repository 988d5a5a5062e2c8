#!/bin/sh
# bus_glue: Yosys-only lint + synthesis run (no timing run for this block).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > glue.ys <<YS
read_liberty -lib $LIB
read_verilog bus_glue.v
hierarchy -check -top bus_glue
check
synth -top bus_glue
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr -simple-lhs bus_glue_synth.v
YS
yosys -s glue.ys > glue_yosys.log 2>&1
