#!/bin/bash
# FIFO (with pipit_ptr sub-module) mapped to OSU035 WITHOUT flattening; hierarchical netlist + STA at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out.hier
mkdir -p src out.hier
cp ../../designs/pipit_fifo/pipit_fifo.v ../../designs/pipit_fifo/pipit_ptr.v src/

yosys -l out.hier/yosys_hier.log -p "
read_verilog src/pipit_ptr.v src/pipit_fifo.v
hierarchy -check -top pipit_fifo
synth -top pipit_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out.hier/pipit_fifo_hier.v
"

cat > out.hier/pipit.sdc <<'SDC'
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [all_inputs]
set_output_delay 1.5 -clock clk [all_outputs]
SDC
sta -no_splash -exit <<TCL > out.hier/sta_pipit.rpt 2>&1
read_liberty $OSU035_LIB
read_verilog out.hier/pipit_fifo_hier.v
link_design pipit_fifo
read_sdc out.hier/pipit.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
TCL
