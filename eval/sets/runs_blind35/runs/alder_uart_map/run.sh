#!/bin/bash
# alder_uart_map: synthesise the UART transmitter to OSU035 cells (flattened) and time it at 100 MHz.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src logs netlist reports
mkdir -p src logs netlist reports
cp ../../designs/alder_uart/alder_uart.v src/

yosys -l logs/yosys_alder.log -p "
read_verilog src/alder_uart.v
synth -top alder_uart -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr netlist/alder_uart_osu035.v
" > /dev/null

cat > reports/alder.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n tx_start tx_data[*]}]
set_output_delay 2.0 -clock clk [get_ports {txd tx_busy}]
set_load 0.05 [all_outputs]
SDC

cat > reports/sta_alder.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/alder_uart_osu035.v
link_design alder_uart
read_sdc reports/alder.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit reports/sta_alder.tcl > reports/alder_timing.rpt 2>&1
