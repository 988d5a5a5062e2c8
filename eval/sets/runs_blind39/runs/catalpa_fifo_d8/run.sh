#!/bin/bash
# catalpa_fifo_d8: FIFO with DEPTH=8 (chparam), hierarchy kept (catalpa_mem stays a
# separate module), mapped to OSU035; netlist written as Verilog and JSON; STA at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out log
mkdir -p rtl out log
cp ../../designs/catalpa_fifo/catalpa_fifo.v ../../designs/catalpa_fifo/catalpa_mem.v rtl/

yosys -l log/yosys_d8.log -p "
read_verilog rtl/catalpa_mem.v rtl/catalpa_fifo.v
chparam -set DEPTH 8 catalpa_fifo
hierarchy -check -top catalpa_fifo
synth -top catalpa_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/catalpa_fifo_d8.v
write_json out/catalpa_fifo_d8.json
" > /dev/null

cat > log/sta_d8.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog out/catalpa_fifo_d8.v
link_design catalpa_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit log/sta_d8.tcl > log/sta_d8.rpt 2>&1
