#!/bin/bash
# mandrill_alu: OSU035 mapping with a delay target for ABC (abc -D 2500 ps), netlists in Verilog and EDIF,
# setup/hold STA at 2.5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl _syn _timing
mkdir -p rtl _syn _timing
cp ../../designs/mandrill_alu/mandrill_alu.v rtl/

cat > _syn/mandrill.ys <<YS
read_verilog rtl/mandrill_alu.v
synth -top mandrill_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 2500 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr _syn/mandrill_alu_D2500.v
write_edif _syn/mandrill_alu_D2500.edf
YS
yosys -l _syn/abc_D2500.log -s _syn/mandrill.ys > /dev/null

sta -no_init -exit > _timing/alu_2p5ns.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog _syn/mandrill_alu_D2500.v
link_design mandrill_alu
create_clock -name core_clk -period 2.5 [get_ports clk]
set_input_delay 0.3 -clock core_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock core_clk [all_outputs]
report_checks -path_delay max -digits 3 -group_count 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
