#!/bin/bash
# ebony_genclk: PWM generator mapped to OSU035; the /4 prescaler output clocks the PWM
# counter, so the SDC declares it as a generated clock. System clock 4 ns (250 MHz).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src mapped timing .history_sta
mkdir -p src mapped timing
cp ../../designs/ebony_pwm/ebony_pwm.v src/

cat > mapped/synth.ys <<YS
read_verilog src/ebony_pwm.v
synth -top ebony_pwm -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/ebony_pwm.vg
YS
yosys -s mapped/synth.ys > mapped/yosys.log 2>&1

sta -no_splash -exit > timing/ebony_pwm_sta.log 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog mapped/ebony_pwm.vg
link_design ebony_pwm
source sdc/ebony_pwm.sdc
report_clock_properties
puts "----- setup, both clock groups -----"
report_checks -path_delay max -group_count 1
puts "----- hold -----"
report_checks -path_delay min
report_wns
report_tns
TCL
