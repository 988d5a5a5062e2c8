#!/bin/bash
# top: fader_led
# design: fader_led
# flow: yosys -s with hierarchy -check, PWM submodule file not read so synthesis stops; no netlist, no STA
# yosys_log: logs/yosys.log
# sta_report: -
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs out; mkdir -p src logs out
cp ../../designs/fader_led/*.v src/
cat > fader.ys <<YS
read_verilog src/fader_led.v
hierarchy -check -top fader_led
synth -top fader_led
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr out/fader_led.v
YS
yosys -l logs/yosys.log -s fader.ys > /dev/null 2>&1
echo "yosys exit status: $?" > logs/status.txt
