#!/bin/bash
# mulberry_fifo with DEPTH=8: flat synthesis mapped to OSU035, then setup/hold STA at 100 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out sta.tcl
mkdir -p rtl out
cp ../../designs/mulberry_fifo/mulberry_fifo.v rtl/

yosys -l out/yosys_d8.log -p "
read_verilog rtl/mulberry_fifo.v
chparam -set DEPTH 8 mulberry_fifo
synth -flatten -top mulberry_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/mulberry_fifo_d8_mapped.v
" > /dev/null

cat > sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/mulberry_fifo_d8_mapped.v
link_design mulberry_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta.tcl > out/sta_d8.rpt 2>&1
rm -f .history_sta
