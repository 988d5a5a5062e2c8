#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sqrt_iter8: FSM extracted by synth; setup + hold (min_max) at 8 ns; Icarus self-checking sim; yosys -s with -l
cp ../../designs/sqrt_iter8/sqrt_iter8.v ../../designs/sqrt_iter8/tb_sqrt_iter8.v .
cat > sqrt.ys <<EOT
read_verilog sqrt_iter8.v
hierarchy -check -top sqrt_iter8
synth -top sqrt_iter8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr sqrt_iter8_net.v
EOT
yosys -s sqrt.ys -l sqrt_synth.log > /dev/null
cat > sqrt_sta.tcl <<EOT
read_liberty $LIB
read_verilog sqrt_iter8_net.v
link_design sqrt_iter8
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit sqrt_sta.tcl > sqrt_timing.rpt 2>&1
iverilog -g2005 -o tb_sqrt.vvp tb_sqrt_iter8.v sqrt_iter8.v > sqrt_sim.log 2>&1
vvp -n tb_sqrt.vvp >> sqrt_sim.log 2>&1
rm -f tb_sqrt.vvp
