#!/bin/bash
# enstatite_spi: clock-period sweep driven by the Makefile (one synthesis, one STA report per period)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
mkdir -p rtl
cp ../../designs/enstatite_spi/enstatite_spi.v rtl/
make all > make_console.log 2>&1
