#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/prng_xs16/prng_xs16.v src/
cat > syn/synth.ys <<'YS'
read_verilog src/prng_xs16.v
synth -top prng_xs16
dfflibmap -liberty {OSU035_LIB}
abc -liberty {OSU035_LIB}
opt_clean
stat -liberty {OSU035_LIB}
write_verilog -noattr syn/prng_xs16_net.v
YS
sed -i "s#{OSU035_LIB}#$OSU035_LIB#g" syn/synth.ys
yosys -s syn/synth.ys > syn/yosys.log 2>&1
cat > sta/prng.sdc <<'SDC'
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {load en seed[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/prng_xs16_net.v
link_design prng_xs16
read_sdc sta/prng.sdc
puts "### setup paths"
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
puts "### worst slack / tns"
report_worst_slack -digits 3
report_tns -digits 3
puts "### power"
set_power_activity -global -activity 0.2
report_power
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
