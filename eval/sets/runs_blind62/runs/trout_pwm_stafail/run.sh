#!/bin/bash
# PWM mapped with abc -liberty but dfflibmap skipped; OpenSTA then reads the netlist
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl build
cp ../../designs/trout_pwm/trout_pwm.v rtl/
yosys -l build/yosys.log -p "
read_verilog rtl/trout_pwm.v
synth -top trout_pwm
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr build/trout_pwm_mapped.v
" > /dev/null
cat > build/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/trout_pwm_mapped.v
link_design trout_pwm
create_clock -name clk -period 10 [get_ports clk]
report_checks
TCL
sta -no_init -no_splash -exit build/sta.tcl > build/sta.log 2>&1
rm -f .history_sta
