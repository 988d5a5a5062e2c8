#!/bin/bash
# wattle_pwm_formats: generic yosys synthesis of the PWM block, netlist written as Verilog, BLIF, JSON and EDIF;
# then an attempt to time the generic (unmapped) Verilog netlist in OpenSTA with the OSU035 library
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl exports sta_try
mkdir -p rtl exports sta_try
cp ../../designs/wattle_pwm/wattle_pwm.v rtl/
yosys -l exports/yosys_generic.log -p "
read_verilog rtl/wattle_pwm.v
synth -top wattle_pwm
stat
write_verilog -noattr exports/wattle_pwm_generic.v
write_blif exports/wattle_pwm.blif
write_json exports/wattle_pwm.json
write_edif exports/wattle_pwm.edf
" > /dev/null
printf 'read_liberty $::env(OSU035_LIB)\nread_verilog exports/wattle_pwm_generic.v\nlink_design wattle_pwm\ncreate_clock -name clk -period 10 [get_ports clk]\nreport_checks\n' > sta_try/sta.tcl
sta -no_init -exit sta_try/sta.tcl > sta_try/sta_generic.log 2>&1
