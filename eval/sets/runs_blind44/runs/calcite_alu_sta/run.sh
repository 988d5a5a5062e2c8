#!/bin/bash
# calcite_alu: OSU035 mapping + full signoff-style STA (setup, hold, wns/tns, power) at 5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl syn.out rpt.sta
mkdir -p hdl syn.out rpt.sta
cp ../../designs/calcite_alu/calcite_alu.v hdl/

cat > syn.out/calcite.ys <<YS
read_verilog hdl/calcite_alu.v
hierarchy -check -top calcite_alu
synth -top calcite_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn.out/calcite_alu_mapped.v
write_blif syn.out/calcite_alu_mapped.blif
YS
yosys -s syn.out/calcite.ys -l syn.out/calcite_yosys.log > /dev/null

cat > rpt.sta/constraints.sdc <<'SDC'
create_clock -name core_clk -period 5.0 [get_ports clk]
set_clock_uncertainty 0.1 [get_clocks core_clk]
set_input_delay 1.0 -clock core_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.08 [all_outputs]
SDC

cat > rpt.sta/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn.out/calcite_alu_mapped.v
link_design calcite_alu
read_sdc rpt.sta/constraints.sdc
puts "==== setup"
report_checks -path_delay max -fields {slew cap fanout} -digits 3
puts "==== hold"
report_checks -path_delay min -digits 3
report_wns
report_tns
puts "==== power"
report_power
TCL
sta -no_init -exit rpt.sta/sta.tcl > rpt.sta/calcite_signoff.rpt 2>&1
