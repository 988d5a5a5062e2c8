#!/bin/bash
# clkx_bridge: dual-clock FIFO. Two asynchronous clocks, CDC paths excluded.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/clkx_bridge/clkx_bridge.v .
cat > clkx.ys <<YS
read_verilog clkx_bridge.v
synth -top clkx_bridge
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr clkx_bridge.vg
YS
yosys -q -s clkx.ys -l yosys_clkx.log

cat > sta_cdc.tcl <<TCL
read_liberty $LIB
read_verilog clkx_bridge.vg
link_design clkx_bridge
create_clock -name wr_clk -period 10.0 [get_ports wr_clk]
create_clock -name rd_clk -period 7.5 [get_ports rd_clk]
set_clock_groups -asynchronous -group {wr_clk} -group {rd_clk}
set_input_delay 2.0 -clock wr_clk [get_ports {wr_en wr_data*}]
set_input_delay 2.5 -clock rd_clk [get_ports {rd_en}]
set_output_delay 2.0 -clock wr_clk [get_ports wr_full]
set_output_delay 3.0 -clock rd_clk [get_ports {rd_data* rd_empty}]
set_false_path -from [get_ports {wr_rst_n rd_rst_n}]
set_load 0.05 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 3 -format end
report_checks -path_delay max -path_group rd_clk
report_checks -path_delay max -path_group wr_clk
report_wns
report_tns
TCL
sta -no_splash -exit sta_cdc.tcl > sta_report 2>&1
