#!/bin/bash
# SPI master mapped to OSU035, then OpenSTA at 5 ns (setup + hold, wns/tns, power).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlist logs reports
mkdir -p rtl netlist logs reports
cp ../../designs/halite_spi/halite_spi.v rtl/

yosys -l logs/yosys_synth.log -p "
  read_verilog rtl/halite_spi.v
  synth -top halite_spi
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/halite_spi_osu035.v
" > /dev/null

sta -no_init -exit sta.tcl > reports/sta_5ns.rpt 2>&1
