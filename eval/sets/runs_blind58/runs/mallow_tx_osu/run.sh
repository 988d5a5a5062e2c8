#!/bin/bash
# mallow_tx (UART TX, CLKS_PER_BIT=16) -> OSU035 mapped, flattened; OpenSTA setup+hold at 10 ns plus power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src syn.log netlist sta
mkdir -p src netlist sta
cp ../../designs/mallow_tx/mallow_tx.v src/

yosys -l syn.log -p "
read_verilog src/mallow_tx.v
synth -top mallow_tx -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/mallow_tx_osu035.v
" > /dev/null

cat > sta/mallow_tx.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start data[*]}]
set_output_delay 2.0 -clock clk [get_ports {txd busy}]
set_load 0.05 [all_outputs]
SDC

cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/mallow_tx_osu035.v
link_design mallow_tx
read_sdc sta/mallow_tx.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
TCL
sta -no_init -no_splash -exit sta/run_sta.tcl > sta/timing_power.rpt 2>&1
rm -f .history_sta
