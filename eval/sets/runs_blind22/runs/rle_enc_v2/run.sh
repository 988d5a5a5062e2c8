#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src sim syn sta; mkdir -p src sim syn sta
cp $D/rle_enc/rle_enc.v $D/rle_enc/tb_rle_enc.v src/
iverilog -g2005 -o sim/tb.vvp src/tb_rle_enc.v src/rle_enc.v > sim/compile.log 2>&1
vvp -n sim/tb.vvp > sim/sim.log 2>&1
yosys -l syn/yosys.log -p "read_verilog src/rle_enc.v; synth -top rle_enc; splitnets -ports; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/rle_enc_net.v" > /dev/null
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/rle_enc_net.v
link_design rle_enc
create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst in_vld in_sym[*] flush}]
set_output_delay 1.0 -clock clk [all_outputs]
puts "#### endpoints (setup)"
report_checks -path_delay max -group_count 6 -format end
puts "#### endpoints (hold)"
report_checks -path_delay min -group_count 3 -format end
puts "#### summary"
report_checks -format summary
report_worst_slack -digits 3
report_tns -digits 3
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
