#!/bin/bash
# register file: quiet yosys run (-q), stats kept with tee -o, netlist as .vg, STA at 12 ns
cd "$(dirname "$0")"
rm -f .history_sta
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f *.v *.vg *.log *.txt *.rpt *.ys
cp ../../designs/dolomite_rf/dolomite_rf.v .
cat > flow.ys <<YS
read_verilog dolomite_rf.v
synth -top dolomite_rf
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o area_report.txt stat -liberty $OSU035_LIB
write_verilog -noattr dolomite_rf.vg
YS
yosys -q -s flow.ys > yosys_quiet.log 2>&1
sta -no_init -exit > rf_timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog dolomite_rf.vg
link_design dolomite_rf
create_clock -name wclk -period 12 [get_ports clk]
set_input_delay 2 -clock wclk [get_ports {we waddr* wdata* raddr_a* raddr_b*}]
set_output_delay 2 -clock wclk [all_outputs]
report_checks -path_delay max -unconstrained
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
