#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# turnstile_ctrl: fsm -encoding binary before synth; ltp; select -count; stat; then check -assert on the mapped
# netlist (liberty cells not loaded as modules); yosys -p ... 2>&1 | tee turnstile.log; exit status kept;
# only the log, the exit status and this script are kept (RTL copy deleted, no netlist written)
cp ../../designs/turnstile_ctrl/turnstile_ctrl.v .
yosys -p "read_verilog turnstile_ctrl.v; hierarchy -check -top turnstile_ctrl; proc; opt -nodffe -nosdff; fsm -encoding binary; opt; synth -top turnstile_ctrl; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; ltp -noff; select -count t:DFFSR; stat -liberty $LIB; check -assert" 2>&1 | tee turnstile.log > /dev/null
echo "yosys exit status: ${PIPESTATUS[0]}" > turnstile_exit.txt
rm -f turnstile_ctrl.v
