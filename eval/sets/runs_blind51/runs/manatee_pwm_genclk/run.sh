#!/bin/bash
# manatee_pwm: OSU035 mapping keeping the prescaler as its own module; STA with a generated clock (clk / 4)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl ".synth" "sta reports"
mkdir -p hdl ".synth" "sta reports"
cp ../../designs/manatee_pwm/manatee_pwm.v hdl/
yosys -l .synth/manatee.log -p "
read_verilog hdl/manatee_pwm.v
synth -top manatee_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr .synth/manatee_pwm_netlist.v
" > /dev/null
sta -no_splash -exit manatee_constraints.tcl > "sta reports/pwm_timing.txt" 2>&1
