#!/bin/bash
# Regenerates runs/sevenseg_scan (top module hex4_to_7seg_mux): Yosys Tcl mode, check -assert.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/sevenseg_scan/hex4_to_7seg_mux.v .

cat > seg_flow.tcl <<EOF
set lib "$LIB"
set top hex4_to_7seg_mux
yosys read_liberty -lib \$lib
yosys read_verilog hex4_to_7seg_mux.v
yosys hierarchy -check -top \$top
yosys synth -top \$top
yosys dfflibmap -liberty \$lib
yosys abc -liberty \$lib
yosys opt_clean
yosys check -assert
yosys stat -liberty \$lib
yosys write_verilog -noattr seg_netlist.v
EOF
yosys -c seg_flow.tcl -l seg_yosys.log > /dev/null

cat > seg_sta.tcl <<EOF
read_liberty $LIB
read_verilog seg_netlist.v
link_design hex4_to_7seg_mux
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks
report_worst_slack
report_worst_slack -min
EOF
sta -no_splash -exit seg_sta.tcl > seg_sta_report.txt 2>&1
