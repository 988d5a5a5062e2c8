#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/wiper_fsm/wiper_fsm.v src/
cat > syn/synth.ys <<YS
read_verilog src/wiper_fsm.v
hierarchy -check -top wiper_fsm
proc; opt; fsm -expand; opt
memory; opt
techmap; opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/wiper_fsm_net.v
YS
yosys -s syn/synth.ys -l syn/yosys.log > /dev/null
cat > sta/wiper.sdc <<'SDC'
create_clock -name clk -period 2.2 -waveform {0 1.1} [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks clk]
set_input_delay 0.8 -clock clk [get_ports {rst sw[*] mist park}]
set_output_delay 0.8 -clock clk [all_outputs]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/wiper_fsm_net.v
link_design wiper_fsm
read_sdc sta/wiper.sdc
puts "== clocks =="
report_clock_properties
puts "== setup =="
report_checks -path_delay max -digits 3
puts "== summary =="
report_wns -digits 3
report_tns -digits 3
report_check_types -max_delay -all_violators
exit
TCL
sta -no_splash sta/sta.tcl > sta/timing.log 2>&1
