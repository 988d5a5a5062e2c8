#!/bin/bash
# oolite_abcd: signed 8x8 MAC (20-bit saturating accumulator), flattened, OSU035 map with a delay target (abc -D 4000 ps)
# OpenSTA at 6 ns; report_checks for the 3 worst endpoints + wns/tns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
OUT=run-2024_06_11
rm -rf rtl $OUT
mkdir -p rtl $OUT
cp ../../designs/oolite_mac/oolite_mac.v rtl/
yosys -l $OUT/yosys_abcd.log -p "
  read_verilog rtl/oolite_mac.v
  synth -flatten -top oolite_mac
  dfflibmap -liberty $OSU035_LIB
  abc -D 4000 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr $OUT/oolite_mac_flat.v
  write_blif $OUT/oolite_mac_flat.blif
" > /dev/null
sta -no_init -exit /dev/stdin > $OUT/sta_6ns.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog $OUT/oolite_mac_flat.v
link_design oolite_mac
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst en clr x* w*}]
set_output_delay 1.0 -clock clk [get_ports {acc* sat}]
report_checks -path_delay max -group_count 3 -endpoint_count 1
report_wns
report_tns
TCL
