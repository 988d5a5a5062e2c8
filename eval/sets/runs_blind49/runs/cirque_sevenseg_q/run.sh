#!/bin/bash
# cirque_sevenseg: quiet yosys run (-q), console captured with tee, stat report via tee -o; REFRESH_BITS=18;
# OSU035 mapping, JSON + Verilog netlists, OpenSTA setup check at 20 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl "~rpt" gl
cp ../../designs/cirque_sevenseg/cirque_sevenseg.v rtl/

yosys -q -p "
  read_verilog rtl/cirque_sevenseg.v
  chparam -set REFRESH_BITS 18 cirque_sevenseg
  synth -top cirque_sevenseg -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  splitnets -ports
  opt_clean -purge
  tee -o ~rpt/cell_stat.txt stat -liberty $OSU035_LIB
  write_verilog -noattr gl/cirque_sevenseg.gl.v
  write_json gl/cirque_sevenseg.json
" 2>&1 | tee "~rpt/yosys_console.log"

sta -no_init -no_splash -exit /dev/stdin 2>&1 <<'TCL' | tee "~rpt/sta_20ns.txt" > /dev/null
read_liberty $::env(OSU035_LIB)
read_verilog gl/cirque_sevenseg.gl.v
link_design cirque_sevenseg
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 4 -clock clk [get_ports {rst value* dots* blank}]
set_output_delay 4 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
TCL
