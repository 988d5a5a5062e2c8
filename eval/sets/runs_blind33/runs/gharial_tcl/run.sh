#!/bin/bash
# UART RX: yosys driven by a Tcl script (OSR_DIV=13), EDIF + Verilog netlists, OpenSTA via its own tcl file
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
[ -f "$OSU035_LIB" ] || { echo "liberty not found: $OSU035_LIB"; exit 1; }
rm -rf work results
mkdir -p work results
cp ../../designs/gharial_uart/gharial_uart.v work/
cat > work/syn.tcl <<'TCL'
yosys read_verilog work/gharial_uart.v
yosys chparam -set OSR_DIV 13 gharial_uart
yosys synth -top gharial_uart
yosys dfflibmap -liberty $::env(OSU035_LIB)
yosys abc -liberty $::env(OSU035_LIB)
yosys opt_clean
yosys stat -liberty $::env(OSU035_LIB)
yosys write_verilog -noattr results/gharial_uart_gl.v
yosys write_edif results/gharial_uart.edf
TCL
yosys -c work/syn.tcl -l results/yosys_uart.log > /dev/null
cat > work/timing.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog results/gharial_uart_gl.v
link_design gharial_uart
create_clock -name uclk -period 5 [get_ports clk]
set_input_delay 0.5 -clock uclk [get_ports {rst rxd}]
set_output_delay 0.5 -clock uclk [all_outputs]
report_checks -path_delay max -group_count 3 -endpoint_count 1
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -no_init -exit work/timing.tcl > results/uart_timing.txt 2>&1
