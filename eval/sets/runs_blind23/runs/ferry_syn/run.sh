#!/bin/bash
# ferry_bridge: mapped synthesis attempt (expected to stop in the parser)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs out && mkdir -p rtl logs out
cp ../../designs/ferry_bridge/ferry_bridge.v rtl/
cat > synth.ys <<YS
read_verilog rtl/ferry_bridge.v
synth -top ferry_bridge -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr out/ferry_bridge_net.v
YS
yosys -l logs/yosys.log synth.ys > /dev/null 2>&1
status=$?
echo "yosys finished with status $status" > logs/status.txt
exit 0
