#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# err_flag_unit: multiple drivers (flags from two always blocks, first_err[1] from two assigns); check before and after synth; not timed; yosys -s > log 2>&1
cp ../../designs/err_flag_unit/err_flag_unit.v .
cat > efu.ys <<EOT
read_verilog err_flag_unit.v
hierarchy -check -top err_flag_unit
proc
check
synth -top err_flag_unit
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
check
stat -liberty $LIB
write_verilog -noattr err_flag_unit_net.v
EOT
yosys -s efu.ys > efu_synth.log 2>&1
