#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# UART TX mapped to OSU035, then OpenSTA setup+hold, wns/tns and power at 10 ns
rm -rf logs sta_out netlist *.v
mkdir -p logs sta_out netlist
cp ../../designs/alpaca_uart_tx/alpaca_uart_tx.v .
yosys -l logs/yosys_map.log -p "read_verilog alpaca_uart_tx.v; synth -top alpaca_uart_tx; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr netlist/alpaca_uart_tx_osu.v" > /dev/null
cat > sta_out/alpaca.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/alpaca_uart_tx_osu.v
link_design alpaca_uart_tx
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
OSU035_LIB=$OSU035_LIB sta -no_init -exit sta_out/alpaca.tcl > sta_out/timing_10ns.rpt 2>&1
rm -f .history_sta
