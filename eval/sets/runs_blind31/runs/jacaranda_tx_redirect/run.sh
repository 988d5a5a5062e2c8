#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# jacaranda_tx with PARITY=1, DIV=16; STA reports redirected from Tcl into reports/, console capture kept
rm -rf rtl syn reports
mkdir -p rtl syn reports
cp ../../designs/jacaranda_tx/jacaranda_tx.v rtl/

yosys -l syn/jacaranda.yosys.txt -p "
read_verilog rtl/jacaranda_tx.v
chparam -set PARITY 1 jacaranda_tx
synth -top jacaranda_tx -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/jacaranda_tx_par.v
" > /dev/null

cat > reports/uart.sdc <<SDC
create_clock -name uclk -period 4.5 [get_ports clk]
set_input_delay 1.2 -clock uclk [get_ports {rst send data[*]}]
set_output_delay 1.2 -clock uclk [get_ports {txd ready}]
SDC
cat > reports/uart_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/jacaranda_tx_par.v
link_design jacaranda_tx
read_sdc reports/uart.sdc
report_checks -path_delay max -digits 3 > reports/setup.rpt
report_checks -path_delay min -digits 3 > reports/hold.rpt
report_wns -digits 3 >> reports/setup.rpt
report_tns -digits 3 >> reports/setup.rpt
report_power > reports/power.rpt
exit
TCL
sta -no_init -no_splash -exit reports/uart_sta.tcl > reports/sta_console.log 2>&1
