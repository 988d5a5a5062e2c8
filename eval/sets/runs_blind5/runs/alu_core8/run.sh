#!/bin/bash
# alu_core8: flattened synthesis, quiet yosys, STA with extra report fields
cd "$(dirname "$0")" || exit 1
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/alu_core8/alu_core8.v .

cat > synth.ys <<EOS
read_verilog alu_core8.v
synth -flatten -top AluCore8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr alu_core8.netlist.v
EOS
yosys -q -l yosys.log -s synth.ys

export OSU035_LIB="$LIB"
cat > run_sta.tcl <<'EOS'
# STA for the flattened ALU
read_liberty $::env(OSU035_LIB)
read_verilog alu_core8.netlist.v
link_design AluCore8
create_clock -name core_clk -period 5.0 [get_ports core_clk]
set_input_delay 0.8 -clock core_clk [delete_from_list [all_inputs] [get_ports core_clk]]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports core_clk]]
set_load 0.03 [all_outputs]
report_checks -fields {slew cap input_pins nets} -digits 3
report_worst_slack -digits 3
report_tns -digits 3
EOS
sta -no_splash -exit run_sta.tcl > sta.out 2>&1
