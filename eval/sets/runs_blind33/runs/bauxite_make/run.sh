#!/bin/bash
# SPI master through a Makefile: mapped synthesis then an STA period sweep
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make -s clean
mkdir -p src && cp ../../designs/bauxite_spi/bauxite_spi.v src/
make -s all 2>&1 | tee make.log
