#!/bin/bash
# Timer synthesis where only the top file was copied (the prescaler file was left behind).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/quinoa_timer/quinoa_timer.v rtl/
yosys -l quinoa_synth.log -p "
read_verilog rtl/quinoa_timer.v
hierarchy -check -top quinoa_timer
synth -top quinoa_timer -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr quinoa_timer_osu.v
" > /dev/null
echo "yosys exit code: $?" > quinoa_status.txt
