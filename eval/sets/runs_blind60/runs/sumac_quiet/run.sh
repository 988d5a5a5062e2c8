#!/bin/bash
# quiet yosys run of the PWM block: only warnings on the console, stats via tee
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl qa console.txt sumac_pwm_mapped.v
mkdir -p rtl qa
cp ../../designs/sumac_pwm/sumac_pwm.v rtl/
yosys -q -p "read_verilog rtl/sumac_pwm.v; synth -top sumac_pwm; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; tee -o qa/cell_stat.txt stat -liberty $OSU035_LIB; write_verilog -noattr sumac_pwm_mapped.v" 2>&1 | tee console.txt
