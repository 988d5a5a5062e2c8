#!/bin/bash
# nunatak_wdt: generic synthesis of the watchdog top file alone (sub-module file not copied).
cd "$(dirname "$0")"
rm -rf src yosys.log nunatak_wdt_synth.v
mkdir -p src
cp ../../designs/nunatak_wdt/nunatak_wdt.v src/
yosys -p "
read_verilog src/nunatak_wdt.v
hierarchy -check -top nunatak_wdt
synth -top nunatak_wdt
stat
write_verilog -noattr nunatak_wdt_synth.v
" 2>&1 | tee yosys.log > /dev/null
