#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# two clock domains (clk_a 10 ns, clk_b 7 ns); reports per clock group, all under "out files/"
rm -rf *.v "out files"
mkdir -p "out files"
cp ../../designs/loon_sync/loon_sync.v .
yosys -l "out files/yosys_loon.log" -p "read_verilog loon_sync.v; synth -top loon_sync; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr loon_sync_osu.v" > /dev/null
cat > loon.sdc <<'SDC'
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports pulse_a]
set_input_delay 1.0 -clock clk_b [get_ports rst]
set_output_delay 1.0 -clock clk_b [all_outputs]
SDC
sta -no_init -exit > "out files/sta_two_clocks.rpt" 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog loon_sync_osu.v
link_design loon_sync
read_sdc loon.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
STA
rm -f .history_sta
