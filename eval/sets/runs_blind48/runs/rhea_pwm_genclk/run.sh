#!/bin/bash
# rhea_pwm_genclk: PWM with an internal divide-by-4 clock; hierarchy kept so the generated clock can sit on u_div/clk_out.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl "yosys out" "sta out"
mkdir -p hdl "yosys out" "sta out"
cp ../../designs/rhea_pwm/rhea_pwm.v hdl/

yosys -l "yosys out/rhea_pwm.log" -p "
read_verilog hdl/rhea_pwm.v
hierarchy -check -top rhea_pwm
synth -top rhea_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr \"yosys out/rhea_pwm_mapped.v\"
" > /dev/null

sta -no_splash -exit rhea.tcl > "sta out/timing.rpt" 2>&1
