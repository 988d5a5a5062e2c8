#!/bin/bash
# bilge pump controller: one-shot yosys -p flow, OSU035 mapping, hold + setup + power in one STA report
cd "$(dirname "$0")" || exit 1
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
TOP=bilge_ctrl
rm -rf src logs netlist reports .history_sta
mkdir -p src logs netlist reports
cp ../../designs/$TOP/$TOP.v src/

yosys -q -l logs/synth.log -p "read_verilog src/$TOP.v; synth -top $TOP; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr netlist/$TOP.v"

cat > reports/bilge.sdc <<'SDC'
# 20 MHz board clock
create_clock -name clk -period 50 [get_ports clk]
set_input_delay 5 -clock clk [get_ports {float_hi float_lo overcurrent fault_ack}]
set_output_delay 5 -clock clk [all_outputs]
SDC

sta -no_splash -exit > reports/sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/$TOP.v
link_design $TOP
read_sdc reports/bilge.sdc
set_power_activity -input -activity 0.1
puts "=== hold ==="
report_checks -path_delay min
puts "=== setup ==="
report_checks -path_delay max
puts "=== power ==="
report_power
TCL
