#!/bin/bash
# eagle_pwm_genclk: PWM block whose counter runs on clk/4 from an internal divider flop.
# Mapped to OSU035, then OpenSTA with a generated clock on the divider flop output
# (the SDC finds that pin through the clk_div net).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped reports yosys.log
mkdir -p rtl mapped reports
cp ../../designs/eagle_pwm/eagle_pwm.v rtl/

yosys -l yosys.log -p "
read_verilog rtl/eagle_pwm.v
hierarchy -check -top eagle_pwm
synth -top eagle_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/eagle_pwm.v
"

sta -no_init -no_splash -exit <<'TCL' | tee reports/sta_genclk.txt
read_liberty $::env(OSU035_LIB)
read_verilog mapped/eagle_pwm.v
link_design eagle_pwm
read_sdc constraints/eagle_pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
TCL
rm -f .history_sta
