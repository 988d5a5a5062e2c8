#!/bin/bash
# tarsier_spi: quick OSU035 synthesis from the top file only (tarsier_sclk.v not copied)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn.log tarsier_spi_mapped.v
mkdir -p rtl
cp ../../designs/tarsier_spi/tarsier_spi.v rtl/
yosys -l syn.log -p "
  read_verilog rtl/tarsier_spi.v
  hierarchy -check -top tarsier_spi
  synth -top tarsier_spi -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr tarsier_spi_mapped.v
" > /dev/null
