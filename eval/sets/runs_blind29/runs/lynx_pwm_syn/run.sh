#!/bin/bash
# lynx_pwm OSU035 synthesis attempt (this revision of the RTL does not parse)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf build
mkdir -p build
cp ../../designs/lynx_pwm/lynx_pwm.v build/
yosys -l build/lynx_pwm.log -p "
read_verilog build/lynx_pwm.v
synth -top lynx_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr build/lynx_pwm_net.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > build/exit_status.txt
