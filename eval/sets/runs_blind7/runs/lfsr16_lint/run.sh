#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# lfsr16_lint (top lfsr16): verilator lint next to the yosys log
cp ../../designs/lfsr16_lint/lfsr16.v .
verilator --lint-only -Wall lfsr16.v > verilator_lint.txt 2>&1
cat > lfsr_synth.ys <<EOF
read_verilog lfsr16.v
hierarchy -check -top lfsr16
synth -top lfsr16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr lfsr16_netlist.v
read_liberty -lib $LIB
check
EOF
yosys -l lfsr_yosys.log -s lfsr_synth.ys > /dev/null
cat > lfsr_sta.tcl <<EOF
read_liberty $LIB
read_verilog lfsr16_netlist.v
link_design lfsr16
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {load seed* step dbg_en}]
set_output_delay 1.0 -clock clk [get_ports rnd*]
report_checks -path_delay max -digits 3
report_worst_slack
EOF
sta -no_splash -exit lfsr_sta.tcl > lfsr_sta.rpt 2>&1
