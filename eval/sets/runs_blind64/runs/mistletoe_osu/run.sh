#!/bin/bash
# mistletoe_osu: sync FIFO (default WIDTH=8 DEPTH=8) mapped to OSU035, then OpenSTA setup/hold + power at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/mistletoe_fifo/mistletoe_fifo.v rtl/

yosys -l syn/yosys.log -p "
read_verilog rtl/mistletoe_fifo.v
synth -top mistletoe_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/mistletoe_fifo_osu.v
"

cat > sta/fifo.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {wr_en rd_en din[*]}]
set_output_delay 2.0 -clock clk [all_outputs]
SDC

cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/mistletoe_fifo_osu.v
link_design mistletoe_fifo
read_sdc sta/fifo.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
exit
TCL
sta -no_init -no_splash sta/run_sta.tcl > sta/fifo_10ns.rpt 2>&1
