#!/bin/bash
# Round-robin arbiter: gate-level netlist handed over for STA only (synthesis log not kept).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf handoff timing
mkdir -p handoff timing /tmp/lantern_src.$$
cp ../../designs/lantern_arb/lantern_arb.v /tmp/lantern_src.$$/
yosys -q -p "read_verilog /tmp/lantern_src.$$/lantern_arb.v; synth -flatten -top lantern_arb; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; write_verilog -noattr handoff/lantern_arb_gl.v" > /dev/null 2>&1
rm -rf /tmp/lantern_src.$$
cat > timing/lantern.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog handoff/lantern_arb_gl.v
link_design lantern_arb
create_clock -name bus_clk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock bus_clk [get_ports {req[*] hold}]
set_output_delay 2.0 -clock bus_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
exit
TCL
sta -no_splash timing/lantern.tcl > timing/lantern_7p5ns.sta 2>&1
