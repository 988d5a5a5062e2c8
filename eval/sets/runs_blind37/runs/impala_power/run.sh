#!/bin/bash
# impala_power: SPI master (DIV=8 via chparam) mapped to OSU035, timing at 5 ns (200 MHz)
# and a vectorless power estimate (input activity 0.1). Netlists kept as Verilog and EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out.syn reports.final
mkdir -p rtl out.syn reports.final
cp ../../designs/impala_spimaster/impala_spimaster.v rtl/

yosys -p "
  read_verilog rtl/impala_spimaster.v
  chparam -set DIV 8 impala_spimaster
  synth -top impala_spimaster -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out.syn/impala_spimaster.v
  write_edif -top impala_spimaster out.syn/impala_spimaster.edif
" > out.syn/impala_yosys.log 2>&1

sta -no_splash -exit scripts/setup_hold.tcl > reports.final/timing_5ns.rpt 2>&1
sta -no_splash -exit scripts/power.tcl > reports.final/power.rpt 2>&1
