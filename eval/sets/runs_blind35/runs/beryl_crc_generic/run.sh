#!/bin/bash
# beryl_crc_generic: technology-independent synth of the CRC-8 engine, netlist dumped in three formats,
# then a quick OpenSTA attempt straight on the generic netlist (no dfflibmap/abc to OSU035 was done).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out sta.log synth.log
mkdir -p rtl out
cp ../../designs/beryl_crc8/beryl_crc8.v rtl/

yosys -p "read_verilog rtl/beryl_crc8.v; synth -top beryl_crc8; stat; \
  write_verilog -noattr out/beryl_crc8_generic.v; write_blif out/beryl_crc8.blif; write_json out/beryl_crc8.json" \
  > synth.log 2>&1

cat > out/try_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/beryl_crc8_generic.v
link_design beryl_crc8
create_clock -name clk -period 8 [get_ports clk]
report_checks
report_wns
TCL
sta -no_init -exit out/try_sta.tcl > sta.log 2>&1
