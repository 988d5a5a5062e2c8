#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# bergamot_alu mapped once, then STA swept over 3.5 / 5.0 / 6.5 / 9.0 ns; each period in its own report
rm -rf src out sweep
mkdir -p src out sweep
cp ../../designs/bergamot_alu/bergamot_alu.v src/

yosys -l out/bergamot.log -p "
read_verilog src/bergamot_alu.v
synth -top bergamot_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out/bergamot_alu.vg
" > /dev/null

for P in 3.5 5.0 6.5 9.0; do
cat > sweep/bergamot_p${P}.sdc <<SDC
create_clock -name aclk -period $P [get_ports clk]
set_input_delay 0.5 -clock aclk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 0.5 -clock aclk [all_outputs]
SDC
cat > sweep/sta_p${P}.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/bergamot_alu.vg
link_design bergamot_alu
read_sdc sweep/bergamot_p${P}.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sweep/sta_p${P}.tcl > sweep/period_${P}ns.txt 2>&1
done
