#!/bin/bash
# xorshift32_rng: mapped synth with loop/path checks (check, ltp, select -count), hold focused STA
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/xorshift32_rng/*.v src/
cat > synth.ys <<YS
read_verilog src/xorshift32_rng.v
synth -top xorshift32_rng
check
ltp -noff
select -count t:\$_DFF*
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
select -count t:DFFSR
tee -a synth_summary.txt stat -liberty $LIB
write_verilog -noattr xorshift32_rng_gl.v
YS
rm -f synth_summary.txt
yosys -s synth.ys > synth.log 2>&1
sta -no_splash -exit hold.tcl > hold_report.txt 2>&1
