#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/toggle_sync/toggle_sync.v src/
yosys -p "read_verilog src/toggle_sync.v; synth -top toggle_sync; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/toggle_sync_net.v" > syn/yosys.log 2>&1
cat > sta/clocks.sdc <<'SDC'
create_clock -name clka -period 10.0 [get_ports clk_a]
create_clock -name clkb -period 3.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clka} -group {clkb}
set_input_delay 1.0 -clock clka [get_ports {rst_a pulse_a}]
set_input_delay 0.5 -clock clkb [get_ports rst_b]
set_output_delay 0.5 -clock clkb [get_ports {pulse_b count_b[*]}]
set_false_path -from [get_ports rst_b]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/toggle_sync_net.v
link_design toggle_sync
read_sdc sta/clocks.sdc
puts ">>> per-clock worst paths"
report_checks -group_count 2 -digits 3
puts ">>> slack by clock"
report_worst_slack -digits 3
report_tns -digits 3
puts ">>> clocks"
report_clock_properties
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
