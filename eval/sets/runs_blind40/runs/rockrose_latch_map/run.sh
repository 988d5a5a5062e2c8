#!/bin/bash
# rockrose_latch: latch-based register bank. Latches are mapped to the OSU035 LATCH cell with a
# techmap file (dfflibmap only handles flip-flops), then OpenSTA at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf build rpt rockrose_latch.v .history_sta
mkdir -p build rpt
cp ../../designs/rockrose_latch/rockrose_latch.v .

yosys -l build/yosys.log -p "
read_verilog rockrose_latch.v
synth -top rockrose_latch
techmap -map latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr build/rockrose_latch_net.v
" > /dev/null

sta -exit > rpt/sta.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog build/rockrose_latch_net.v
link_design rockrose_latch
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {wr_en addr* wdata* raddr*}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
