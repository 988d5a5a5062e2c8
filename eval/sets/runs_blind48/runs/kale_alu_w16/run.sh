#!/bin/bash
# kale_alu_w16: 16-bit build of the ALU (read_verilog -DKALE_WIDE) mapped to OSU035 twice, once with the default
# abc script and once with a 3 ns delay target (abc -D 3000); the -D netlist goes through OpenSTA at 200 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlists reports
mkdir -p rtl logs netlists reports
cp ../../designs/kale_alu/kale_alu.v rtl/

for variant in default D3000; do
    if [ "$variant" = D3000 ]; then ABC="abc -D 3000 -liberty $OSU035_LIB"; else ABC="abc -liberty $OSU035_LIB"; fi
    yosys -l logs/map_${variant}.log -p "
read_verilog -DKALE_WIDE rtl/kale_alu.v
synth -top kale_alu
dfflibmap -liberty $OSU035_LIB
$ABC
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlists/kale_alu_w16_${variant}.v
" > /dev/null
done

sta -no_splash -exit kale_sta.tcl > reports/kale_alu_w16_D3000.sta 2>&1
