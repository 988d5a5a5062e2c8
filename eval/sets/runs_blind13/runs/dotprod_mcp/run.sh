#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dotprod4_pipe, run 2 of 2: same 4.5 ns clock; netlist cleaned with splitnets + opt_clean -purge;
# yosys -c Tcl script > log 2>&1; checks before and after a 2-cycle multicycle path into the product registers
cp ../../designs/dotprod4_pipe/dotprod4_pipe.v .
cat > dp_mcp_synth.tcl <<EOT
yosys read_verilog dotprod4_pipe.v
yosys hierarchy -check -top dotprod4_pipe
yosys synth -top dotprod4_pipe
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys splitnets
yosys opt_clean -purge
yosys stat -liberty $LIB
yosys write_verilog -noattr dotprod4_pipe_net.v
EOT
yosys -c dp_mcp_synth.tcl > dp_mcp_yosys.txt 2>&1
# D pins of the 64 product flops (Q drives prod0..prod3), taken from the netlist
PROD=$(awk '/DFFPOSX1 /{inst=$2} /\.Q\(\\?prod[0-3]/{printf "%s/D ", inst}' dotprod4_pipe_net.v)
echo "$PROD" | tr ' ' '\n' | grep -c /D > prod_pins_count.txt
cat > dp_mcp_sta.tcl <<EOT
read_liberty $LIB
read_verilog dotprod4_pipe_net.v
link_design dotprod4_pipe
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
puts "--- single-cycle ---"
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {$PROD}]
set_multicycle_path 1 -hold -to [get_pins {$PROD}]
puts "--- with multicycle 2 into prod0..prod3 ---"
report_checks -path_delay min_max -fields {fanout cap slew} -digits 3
report_checks -path_delay max -to [get_pins {$PROD}] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit dp_mcp_sta.tcl > dp_mcp_sta.rpt 2>&1
