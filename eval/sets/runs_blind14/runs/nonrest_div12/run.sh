#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# nonrest_div12: abc -D 15000 (delay target 15 ns) with the liberty; 15 ns clock; checks before and after set_multicycle_path 2 -setup / 1 -hold into the quotient/remainder register; yosys -s 2>&1 | tee
cp ../../designs/nonrest_div12/nonrest_div12.v .
cat > div.ys <<EOT
read_verilog nonrest_div12.v
hierarchy -check -top nonrest_div12
synth -top nonrest_div12
dfflibmap -liberty $LIB
abc -D 15000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr nonrest_div12_net.v
EOT
yosys -s div.ys 2>&1 | tee div_synth.log > /dev/null
# D pins of the result-register flops (Q drives quotient / remainder / div_by_zero), taken from the netlist
RES=$(awk '/DFFPOSX1 /{inst=$2} /\.Q\((quotient|remainder|div_by_zero)/{printf "%s/D ", inst}' nonrest_div12_net.v)
echo "result register D pins: $RES" > result_pins.txt
cat > div_sta.tcl <<EOT
read_liberty $LIB
read_verilog nonrest_div12_net.v
link_design nonrest_div12
create_clock -name clk -period 15 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "=== single-cycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {$RES}]
set_multicycle_path 1 -hold -to [get_pins {$RES}]
puts "=== with set_multicycle_path 2 -setup / 1 -hold to the result register ==="
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_pins {$RES}] -format end -group_count 4 -endpoint_count 1
report_wns
report_tns
EOT
sta -no_splash -exit div_sta.tcl > div_sta.rpt 2>&1
