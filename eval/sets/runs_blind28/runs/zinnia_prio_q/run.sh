#!/bin/bash
# zinnia_prio: quiet mapping to OSU035 (no log kept), then STA at 5 ns; only netlist and timing are kept
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f zinnia_prio.v zinnia_prio.mapped.v zinnia_prio.timing
cp ../../designs/zinnia_prio/zinnia_prio.v .
yosys -q -p "read_verilog zinnia_prio.v; synth -top zinnia_prio -flatten; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; splitnets; opt_clean -purge; write_verilog -noattr zinnia_prio.mapped.v" > /dev/null 2>&1
rm -f zinnia_prio.v
TMP=$(mktemp)
cat > "$TMP" <<TCL
read_liberty $OSU035_LIB
read_verilog zinnia_prio.mapped.v
link_design zinnia_prio
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {req[*]}]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power -digits 4
TCL
sta -no_init -no_splash -exit "$TMP" > zinnia_prio.timing 2>&1
rm -f "$TMP"
