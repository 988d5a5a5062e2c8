#!/bin/bash
# yellowtail_pwm: OSU035 mapping, then STA with the /4 prescaler output declared as a generated clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped sta
mkdir -p rtl mapped sta
cp ../../designs/yellowtail_pwm/yellowtail_pwm.v rtl/

yosys -l mapped/yellowtail_syn.log -p "
read_verilog rtl/yellowtail_pwm.v
synth -flatten -top yellowtail_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/yellowtail_pwm_osu035.v
" > /dev/null

sta -no_init -exit scripts/yellowtail.tcl > sta/yellowtail_genclk.rpt 2>&1
rm -f .history_sta
