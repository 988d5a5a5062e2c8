#!/bin/bash
# beaver_quiet: signed 8x8 MAC mapped to OSU035 with a quiet yosys run (only warnings reach the console log);
# the cell report is written by 'tee -o', timing + power at 12.5 ns (80 MHz)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl scripts reports gate yosys_console.log
mkdir -p hdl scripts reports gate
cp ../../designs/beaver_mac/beaver_mac.v hdl/

cat > scripts/beaver.ys <<YS
read_verilog hdl/beaver_mac.v
synth -top beaver_mac
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o reports/beaver_cells.stat stat -liberty $OSU035_LIB
write_verilog -noattr gate/beaver_mac.vg
YS
yosys -q -s scripts/beaver.ys 2>&1 | tee yosys_console.log

cat > scripts/beaver_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog gate/beaver_mac.vg
link_design beaver_mac
create_clock -name mclk -period 12.5 [get_ports clk]
set_input_delay 1.5 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock mclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit scripts/beaver_sta.tcl 2>&1 | tee reports/beaver_timing_power.rpt > /dev/null
rm -f .history_sta
