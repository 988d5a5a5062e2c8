#!/bin/bash
# Latch-based register file: latches techmapped to the OSU035 LATCH cell, STA at 20 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl log.d rpt.d
cp ../../designs/warbler_latch/warbler_latch.v rtl/
yosys -l log.d/synth.log -p "
read_verilog rtl/warbler_latch.v
synth -top warbler_latch
techmap -map maps/osu_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr warbler_latch_osu.v
" > /dev/null
cat > warbler.sdc <<SDC
create_clock -name wclk -period 20 [get_ports clk]
set_input_delay 3 -clock wclk [get_ports {we waddr* wdata* raddr*}]
set_output_delay 3 -clock wclk [all_outputs]
SDC
cat > rpt.d/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog warbler_latch_osu.v
link_design warbler_latch
read_sdc warbler.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit rpt.d/sta.tcl > rpt.d/warbler_timing.txt 2>&1
rm -f .history_sta
