#!/bin/bash
# lorikeet_div_flat: sequential divider flattened and mapped to OSU035; netlist exported as Verilog, BLIF and EDIF;
# STA at 66 MHz (15 ns) with power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
B="build.flat@osu035"
rm -rf rtl "$B"
mkdir -p rtl "$B/netlists" "$B/reports"
cp ../../designs/lorikeet_divider/lorikeet_divider.v rtl/

yosys -l "$B/yosys_flat.log" -p "
read_verilog rtl/lorikeet_divider.v
synth -flatten -top lorikeet_divider
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr $B/netlists/lorikeet_divider.v
write_blif $B/netlists/lorikeet_divider.blif
write_edif $B/netlists/lorikeet_divider.edf
" > /dev/null

sta -no_splash -exit lorikeet.tcl > "$B/reports/sta_power.rpt" 2>&1
