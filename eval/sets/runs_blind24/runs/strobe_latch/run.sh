#!/usr/bin/env bash
# strobe_latch: parallel-port strobe/hold block mapped to OSU035 (no STA: netlist review first)
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf build
mkdir -p build/src
cp ../../designs/strobe_hold/strobe_hold.v build/src/

cat > build/strobe.ys <<EOF
read_verilog build/src/strobe_hold.v
proc
opt
select -list t:\$dlatch
synth -top strobe_hold
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
check
write_verilog -noattr build/strobe_hold.netlist.v
EOF

yosys -Q -l build/strobe_yosys.log -s build/strobe.ys > /dev/null
echo "yosys exit: $?"
