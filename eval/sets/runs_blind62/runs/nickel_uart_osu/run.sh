#!/bin/bash
# UART TX mapped to OSU035; OpenSTA hold (min) check and power only, 10 ns clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl mapped timing+power
cp ../../designs/nickel_uart/nickel_uart.v rtl/
yosys -l mapped/nickel_uart.log -p "
read_verilog rtl/nickel_uart.v
chparam -set DIVISOR 87 nickel_uart
synth -top nickel_uart
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/nickel_uart_map.v
" > /dev/null
cat > timing+power/nickel.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/nickel_uart_map.v
link_design nickel_uart
create_clock -name uclk -period 10 [get_ports clk]
set_input_delay 0.5 -clock uclk [get_ports {rst send data*}]
set_output_delay 0.5 -clock uclk [all_outputs]
report_checks -path_delay min -digits 3
report_tns
set_power_activity -input -activity 0.1
report_power
TCL
sta -no_init -no_splash -exit timing+power/nickel.tcl > timing+power/hold_power.rpt 2>&1
rm -f .history_sta
