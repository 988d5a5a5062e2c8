#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/tiny_cpu/*.v src/
cat > syn/flat.ys <<YS
read_verilog src/tiny_cpu.v src/tiny_alu.v src/tiny_dec.v src/tiny_regs.v
hierarchy -check -top tiny_cpu
synth -flatten -top tiny_cpu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/tiny_cpu_flat.v
YS
yosys -l syn/yosys.log -s syn/flat.ys > /dev/null
cat > sta/cpu.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst instr[*]}]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
set_multicycle_path 2 -setup -to [get_ports zero]
set_multicycle_path 1 -hold -to [get_ports zero]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/tiny_cpu_flat.v
link_design tiny_cpu
read_sdc sta/cpu.sdc
puts "=== setup worst"
report_checks -path_delay max -fields {input_pins fanout} -digits 3
puts "=== path to zero flag"
report_checks -to [get_ports zero] -digits 3
puts "=== totals"
report_wns -digits 3
report_tns -digits 3
report_worst_slack -digits 2
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
