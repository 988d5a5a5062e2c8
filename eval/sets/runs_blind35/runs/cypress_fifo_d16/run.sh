#!/bin/bash
# cypress_fifo_d16: same FIFO RTL, depth set with the CYP_DEPTH_LOG2 define (-D) to 16 entries,
# mapped to OSU035 and timed at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/cypress_fifo/cypress_fifo.v rtl/
cat > syn/fifo_d16.ys <<YS
read_verilog -DCYP_DEPTH_LOG2=4 rtl/cypress_fifo.v
hierarchy -check -top cypress_fifo
synth -top cypress_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/cypress_fifo_d16.v
YS
yosys -l syn/fifo_d16.log -s syn/fifo_d16.ys > /dev/null
cat > sta/fifo_d16.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/cypress_fifo_d16.v
link_design cypress_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta/fifo_d16.tcl > sta/fifo_d16_timing.txt 2>&1
