#!/bin/bash
# walleye_spim + walleye_clkdiv kept hierarchical (no flatten), OSU035 mapping, OpenSTA on the hierarchical netlist at 5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl synth_out timing@5ns
mkdir -p rtl synth_out timing@5ns
cp ../../designs/walleye_spim/walleye_spim.v ../../designs/walleye_spim/walleye_clkdiv.v rtl/

yosys -l synth_out/walleye_hier.log -p "
read_verilog rtl/walleye_clkdiv.v rtl/walleye_spim.v
hierarchy -check -top walleye_spim
synth -top walleye_spim
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr synth_out/walleye_spim_hier.v
write_json synth_out/walleye_spim_hier.json
" > /dev/null

sta -no_splash -exit walleye.sdc.tcl > timing@5ns/walleye_sta.rpt 2>&1
