#!/bin/sh
# seqdet: Yosys synth (FSM extraction on) + OpenSTA timing at 5 ns.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > synth.ys <<YS
read_liberty -lib $LIB
read_verilog seqdet.v
synth -top seqdet
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr seqdet_syn.v
YS
yosys -s synth.ys > build.log 2>&1
cat > timing.tcl <<TCL
read_liberty $LIB
read_verilog seqdet_syn.v
link_design seqdet
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst din}]
set_output_delay 0.8 -clock clk [get_ports found]
set_load 0.03 [all_outputs]
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit timing.tcl > timing_report.txt 2>&1
