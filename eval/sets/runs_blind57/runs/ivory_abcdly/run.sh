#!/bin/bash
# ivory_abcdly: 16-bit ALU mapped to OSU035 with a delay target for ABC (abc -D, in ps), then timed at that target
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
TARGET_PS=6000
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/ivory_alu/ivory_alu.v rtl/

yosys -l syn/ivory_alu_abcD.log -p "
read_verilog rtl/ivory_alu.v
synth -top ivory_alu
dfflibmap -liberty $OSU035_LIB
abc -D $TARGET_PS -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/ivory_alu_mapped.v
" > /dev/null

cat > sta/ivory.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/ivory_alu_mapped.v
link_design ivory_alu
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit sta/ivory.tcl > sta/ivory_setup_6ns.rpt 2>&1
rm -f .history_sta
