#!/bin/bash
# combinational int->minifloat converter, no clock: constrained with set_max_delay
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/itof16/itof16.v rtl/
cat > itof.ys <<YS
read_liberty -lib $LIB
read_verilog rtl/itof16.v
synth -top itof16 -flatten
abc -D 6000 -liberty $LIB
opt_clean
ltp -noff
stat -liberty $LIB
write_verilog -noattr itof16_gates.v
YS
yosys -s itof.ys 2>&1 | tee itof_yosys.log > /dev/null
sta -no_splash -exit itof_sta.tcl > itof_sta.out 2>&1
