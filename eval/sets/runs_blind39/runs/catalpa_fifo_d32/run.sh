#!/bin/bash
# catalpa_fifo_d32: same FIFO with DEPTH=32 (chparam), flattened, mapped to OSU035;
# STA at 8 ns with setup/hold, wns/tns and power (20% input toggle activity).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out log
mkdir -p rtl out log
cp ../../designs/catalpa_fifo/catalpa_fifo.v ../../designs/catalpa_fifo/catalpa_mem.v rtl/

yosys -l log/yosys_d32.log -p "
read_verilog rtl/catalpa_mem.v rtl/catalpa_fifo.v
chparam -set DEPTH 32 catalpa_fifo
synth -flatten -top catalpa_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/catalpa_fifo_d32.v
" > /dev/null

cat > log/sta_d32.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog out/catalpa_fifo_d32.v
link_design catalpa_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
set_power_activity -input -activity 0.2
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit log/sta_d32.tcl > log/sta_d32.rpt 2>&1
