#!/bin/bash
# 4-channel PWM: mapped to OSU035, STA with the divided tick clock declared as a generated clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/millet_pwm/millet_pwm.v rtl/

yosys -l syn/millet_pwm.yosys.log -p "
  read_verilog rtl/millet_pwm.v
  synth -top millet_pwm
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  autoname
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/millet_pwm.mapped.v
" > /dev/null

sta -no_init -exit constraints/pwm_clocks.tcl > sta/pwm_timing.rpt 2>&1
