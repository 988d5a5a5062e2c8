#!/bin/bash
# wryneck_mult 8x8 multiply-accumulate: OSU035 mapping, netlists as Verilog + EDIF + BLIF, STA at 6 ns (166 MHz)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl export sta
mkdir -p rtl export sta
cp ../../designs/wryneck_mult/wryneck_mult.v rtl/

yosys -l export/wryneck.log -p "
read_verilog rtl/wryneck_mult.v
synth -top wryneck_mult -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr export/wryneck_mult.v
write_edif export/wryneck_mult.edf
write_blif -gates export/wryneck_mult.blif
" > /dev/null

cat > sta/mac.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog export/wryneck_mult.v
link_design wryneck_mult
create_clock -name mclk -period 6 [get_ports clk]
set_input_delay 1 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock mclk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta/mac.tcl > sta/setup_6ns.rpt 2>&1
rm -f .history_sta
