#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# uart_tx_fsm (top uart_tx8n1): yosys -q -l, STA 8 ns with report_worst_slack
cp ../../designs/uart_tx_fsm/uart_tx.v .
cat > uart_synth.ys <<EOF
read_verilog uart_tx.v
hierarchy -check -top uart_tx8n1
synth -top uart_tx8n1
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr uart_tx8n1.netlist.v
read_liberty -lib $LIB
check
EOF
yosys -q -l yosys_synth.log -s uart_synth.ys
cat > uart_sta.tcl <<EOF
read_liberty $LIB
read_verilog uart_tx8n1.netlist.v
link_design uart_tx8n1
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst baud_tick start din*}]
set_output_delay 1.5 -clock clk [get_ports {txd busy done}]
report_checks -path_delay max -fields {slew cap} -digits 3
report_worst_slack
EOF
sta -no_splash -exit uart_sta.tcl > uart_sta.rpt 2>&1
