#!/bin/bash
# Clock divider: 4 ns reference clock plus a generated clock (divide_by 4) on the flop that
# drives clk_slow. The flop instance name is looked up in the mapped netlist.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl syn sta
cp ../../designs/jonquil_clkdiv/jonquil_clkdiv.v rtl/
yosys -l syn/jonquil.log -p "
read_verilog rtl/jonquil_clkdiv.v
synth -top jonquil_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/jonquil_clkdiv.v
" > /dev/null
# instance of the DFF whose Q output is the clk_slow net
DIVFF=$(awk '/^ *DFF/ {inst=$2} /\.Q\(clk_slow\)/ {print inst; exit}' syn/jonquil_clkdiv.v)
cat > sta/jonquil.sdc <<SDC
create_clock -name clk -period 4 [get_ports clk]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 [get_pins ${DIVFF}/Q]
set_input_delay 0.5 -clock clk [get_ports rst_n]
set_input_delay 1.0 -clock clk_slow [get_ports {enable compare*}]
set_output_delay 1.0 -clock clk_slow [get_ports {ticks* tick_hit}]
SDC
sta -no_splash -exit > sta/jonquil_timing.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog syn/jonquil_clkdiv.v
link_design jonquil_clkdiv
read_sdc sta/jonquil.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
STA
