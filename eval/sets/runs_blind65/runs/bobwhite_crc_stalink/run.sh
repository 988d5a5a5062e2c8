#!/bin/bash
# CRC-8: generic synth (yosys internal cells), netlist in Verilog + BLIF, then try STA on the generic netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -f *.log *.rpt bobwhite_crc8_syn.v bobwhite_crc8.blif
cp ../../designs/bobwhite_crc8/bobwhite_crc8.v .
yosys -l synth.log -p "read_verilog bobwhite_crc8.v; synth -top bobwhite_crc8; stat; \
  write_verilog -noattr bobwhite_crc8_syn.v; write_blif bobwhite_crc8.blif" > /dev/null
cat > crc_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog bobwhite_crc8_syn.v
link_design bobwhite_crc8
create_clock -name clk -period 8 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_splash -exit crc_sta.tcl > sta.log 2>&1
