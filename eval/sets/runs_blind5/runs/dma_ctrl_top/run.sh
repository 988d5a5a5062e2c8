#!/bin/bash
# Regenerates this run folder: synthesis (hierarchy kept) + OpenSTA.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/dma_ctrl_top/dma_ctrl_top.v .

cat > dma_ctrl_top.ys <<YS
# dma_ctrl_top: keep hierarchy so per-block area is visible
read_verilog dma_ctrl_top.v
hierarchy -check -top dma_ctrl_top
synth -top dma_ctrl_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr dma_ctrl_top_syn.v
YS
yosys -l synth.log dma_ctrl_top.ys > /dev/null

cat > sta.tcl <<TCL
read_liberty $LIB
read_verilog dma_ctrl_top_syn.v
link_design dma_ctrl_top
create_clock -name hclk -period 8.0 [get_ports hclk]
set_input_delay 1.2 -clock hclk [delete_from_list [all_inputs] [get_ports {hclk hresetn}]]
set_output_delay 1.5 -clock hclk [all_outputs]
set_false_path -from [get_ports hresetn]
set_load 0.05 [all_outputs]
report_clock_properties
report_checks -path_delay max -digits 4
report_checks -path_delay min -digits 4
report_tns
report_wns
TCL
sta -no_splash -exit sta.tcl > timing.rpt 2>&1
