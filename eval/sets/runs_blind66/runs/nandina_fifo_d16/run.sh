#!/bin/bash
# nandina_fifo_d16: sync FIFO synthesised with DEPTH=16 (chparam), mapped to OSU035, setup check at 5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/nandina_fifo/nandina_fifo.v rtl/
yosys -l syn/yosys_depth16.log -p "
read_verilog rtl/nandina_fifo.v
chparam -set DEPTH 16 nandina_fifo
synth -top nandina_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/nandina_fifo_d16.v
write_blif syn/nandina_fifo_d16.blif
" > /dev/null
cat > sta/fifo.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [all_inputs]
set_output_delay 0.8 -clock clk [all_outputs]
SDC
cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/nandina_fifo_d16.v
link_design nandina_fifo
read_sdc sta/fifo.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta/run_sta.tcl > sta/setup_5ns.rpt 2>&1
