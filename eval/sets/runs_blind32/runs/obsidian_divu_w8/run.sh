#!/bin/bash
# obsidian_divu with the default W=8, OSU035 mapped, STA at 5 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/obsidian_divu/obsidian_divu.v rtl/

yosys -l syn/divu_w8.log -p "
read_verilog rtl/obsidian_divu.v
chparam -set W 8 obsidian_divu
synth -top obsidian_divu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/obsidian_divu_w8.v
" > /dev/null

cat > sta/divu.sdc <<SDC
create_clock -name dclk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock dclk [all_inputs]
set_output_delay 1.0 -clock dclk [all_outputs]
SDC
cat > sta/divu.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/obsidian_divu_w8.v
link_design obsidian_divu
read_sdc sta/divu.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/divu.tcl > sta/divu_w8_5ns.rpt 2>&1
