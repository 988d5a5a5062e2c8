#!/bin/bash
# narcissus_spi (CLK_DIV=4) mapped to OSU035; OpenSTA with an SDC: setup+hold, wns/tns and power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src logs.syn 'reports@sta' netlist
mkdir -p src logs.syn 'reports@sta' netlist
cp ../../designs/narcissus_spi/narcissus_spi.v src/

yosys -l logs.syn/narcissus_yosys.log -p "
read_verilog src/narcissus_spi.v
hierarchy -top narcissus_spi
synth -flatten -top narcissus_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/narcissus_spi.syn.v
" > /dev/null

sta -no_init -exit constraints/narcissus_sta.tcl > 'reports@sta/timing_power.rpt' 2>&1
rm -f .history_sta
