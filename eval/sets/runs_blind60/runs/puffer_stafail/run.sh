#!/bin/bash
# MAC mapped to OSU035; the STA script points at the BLIF netlist instead of the Verilog one
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results puffer_yosys.log
mkdir -p rtl results
cp ../../designs/puffer_mac/puffer_mac.v rtl/
yosys -l puffer_yosys.log -p "read_verilog rtl/puffer_mac.v; synth -top puffer_mac; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr results/puffer_mac.v; write_blif -gates results/puffer_mac.blif" > /dev/null
NETLIST=results/puffer_mac.blif
cat > results/sta_puffer.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog $NETLIST
link_design puffer_mac
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_init -no_splash -exit results/sta_puffer.tcl > results/sta_puffer.log 2>&1
rm -f .history_sta
