#!/bin/bash
# redpoll_fifo synchronous FIFO, second parameter set: DEPTH=16, WIDTH=16 (chparam) -> OSU035, same 10 ns STA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/redpoll_fifo/redpoll_fifo.v rtl/

yosys -l out/yosys.log -p "
read_verilog rtl/redpoll_fifo.v
chparam -set DEPTH 16 -set AW 4 -set WIDTH 16 redpoll_fifo
synth -top redpoll_fifo -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/redpoll_fifo_d16w16.v
" > /dev/null

cat > out/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/redpoll_fifo_d16w16.v
link_design redpoll_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_init -no_splash -exit out/sta.tcl > out/sta_10ns.rpt 2>&1
rm -f .history_sta
