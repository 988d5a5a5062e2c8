#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# gain_stage_q15: port width mismatches on u_mul (10-bit gain into 12-bit b, 24-bit p into 20-bit prod); synth -flatten; 6 ns; checks before and after set_multicycle_path 2 (setup) / 1 (hold) into the product register
cp ../../designs/gain_stage_q15/gain_stage_q15.v ../../designs/gain_stage_q15/mul_trunc.v .
cat > gain.ys <<EOT
read_verilog mul_trunc.v gain_stage_q15.v
hierarchy -check -top gain_stage_q15
synth -flatten -top gain_stage_q15
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr gain_stage_q15_net.v
EOT
yosys -s gain.ys -l gain_synth.log > /dev/null
# D pins of the product-register flops (Q drives \u_mul.p [n]), taken from the netlist
PREG=$(awk '/DFFPOSX1 /{inst=$2} /\.Q\(\\u_mul\.p /{printf "%s/D ", inst}' gain_stage_q15_net.v)
echo "product register D pins: $PREG" > preg_pins.txt
cat > gain_sta.tcl <<EOT
read_liberty $LIB
read_verilog gain_stage_q15_net.v
link_design gain_stage_q15
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "=== before multicycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {$PREG}]
set_multicycle_path 1 -hold -to [get_pins {$PREG}]
puts "=== after set_multicycle_path 2 -setup / 1 -hold to the product register ==="
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_pins {$PREG}] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit gain_sta.tcl > gain_sta.rpt 2>&1
