#!/bin/bash
# amber_pwm: quiet yosys run (-q) with the reports written by 'tee -q -o', ABC driven for delay (-D 12500 ps)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf design qor console.txt
mkdir -p design qor
cp ../../designs/amber_pwm/amber_pwm.v design/
yosys -q -p "
read_verilog design/amber_pwm.v
synth -top amber_pwm
tee -q -o qor/generic_stat.txt stat
dfflibmap -liberty $OSU035_LIB
abc -D 12500 -liberty $OSU035_LIB
splitnets
opt_clean -purge
tee -q -o qor/area.txt stat -liberty $OSU035_LIB
tee -q -o qor/check.txt check
write_verilog -noattr -noexpr design/amber_pwm_mapped.v
" > console.txt 2>&1
sta -no_splash -exit > qor/timing_power.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog design/amber_pwm_mapped.v
link_design amber_pwm
read_sdc amber.sdc
report_checks -path_delay max -fields {capacitance slew} -digits 2
report_power
report_wns
TCL
rm -f .history_sta
