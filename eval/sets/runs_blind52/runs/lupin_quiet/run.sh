#!/bin/bash
# Debouncer, quiet yosys run: only the tee'd stat reaches the console and the report files.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl "_out~q" "reports.final"
cp ../../designs/lupin_debounce/lupin_debounce.v rtl/
yosys -q -p "
read_verilog rtl/lupin_debounce.v
synth -top lupin_debounce -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o reports.final/cell_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr _out~q/lupin_debounce_osu.v
" 2>&1 | tee "_out~q/yosys_console.log" > /dev/null
sta -no_splash -exit > reports.final/sta_summary.txt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog _out~q/lupin_debounce_osu.v
link_design lupin_debounce
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [all_inputs]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -format end
report_checks -path_delay max -digits 3
report_wns
report_tns
STA
