#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > uart_synth.ys <<YS
read_liberty -lib $LIB
read_verilog uart_shell.v
hierarchy -check -top uart_shell
synth -top uart_shell
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr uart_shell_gl.v
YS
yosys -q -l uart_yosys.txt -s uart_synth.ys > /dev/null 2>&1
echo "yosys exit code: $?"
