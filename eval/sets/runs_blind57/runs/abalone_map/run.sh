#!/bin/bash
# abalone_map: 8x8 sync FIFO mapped to OSU035, setup + hold timing at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src netlist sta yosys.log
mkdir -p src netlist sta
cp ../../designs/abalone_fifo/abalone_fifo.v src/

yosys -l yosys.log -p "
read_verilog src/abalone_fifo.v
synth -top abalone_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/abalone_fifo_osu035.v
" > /dev/null

cat > sta/abalone.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/abalone_fifo_osu035.v
link_design abalone_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit sta/abalone.tcl > sta/abalone_timing.rpt 2>&1
rm -f .history_sta
