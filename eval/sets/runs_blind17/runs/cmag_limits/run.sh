#!/bin/bash
# magnitude estimator: delay-targeted abc, then design-rule limits and power in STA
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/cmag_est/cmag_est.v rtl/
cat > cmag.ys <<YS
read_verilog rtl/cmag_est.v
synth -top cmag_est
dfflibmap -liberty $LIB
abc -D 5000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cmag_est_syn.v
YS
yosys -s cmag.ys > yosys.out 2>&1
sta -no_splash -exit cmag_drc.tcl > cmag_drc.out 2>&1
