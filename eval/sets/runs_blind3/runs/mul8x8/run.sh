#!/bin/sh
# mul8x8: Yosys + OpenSTA, 250 MHz target (4 ns).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > syn.ys <<YS
read_liberty -lib $LIB
read_verilog mul8x8.v
hierarchy -top mul8x8
synth -top mul8x8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr -simple-lhs mul8x8_gl.v
YS
yosys -l yosys_run.log -q -s syn.ys
cat > sta_setup.tcl <<TCL
read_liberty $LIB
read_verilog mul8x8_gl.v
link_design mul8x8
create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 1.0 -clock core_clk [get_ports {a b}]
set_output_delay 1.0 -clock core_clk [get_ports p]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3
report_tns
report_wns
TCL
sta -no_init -exit sta_setup.tcl > sta_setup.log 2>&1
