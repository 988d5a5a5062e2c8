#!/bin/bash
# saffron_osu: UART transmitter, flattened synthesis mapped to OSU035, then OpenSTA at 5 ns (200 MHz)
# with setup and hold reports, wns/tns and a power estimate.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist "timing@5ns" syn.log
mkdir -p rtl netlist "timing@5ns"
cp ../../designs/saffron_uart/saffron_uart.v rtl/

yosys -p "
read_verilog rtl/saffron_uart.v
synth -top saffron_uart -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/saffron_uart_osu035.v
" > syn.log 2>&1

cat > "timing@5ns/saffron.sdc" <<SDC
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {tx_start tx_data[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC

cat > "timing@5ns/sta.tcl" <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/saffron_uart_osu035.v
link_design saffron_uart
read_sdc timing@5ns/saffron.sdc
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
TCL
sta -exit "timing@5ns/sta.tcl" > "timing@5ns/sta_report.txt" 2>&1
