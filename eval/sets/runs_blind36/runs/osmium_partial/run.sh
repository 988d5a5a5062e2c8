#!/bin/bash
# osmium_partial: first try at synthesising the SPI master: only the top-level file was copied over,
# the two sub-module files were forgotten.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src yosys.log
mkdir -p src
cp ../../designs/osmium_spi/osmium_spi.v src/

yosys -l yosys.log -p "
read_verilog src/osmium_spi.v
hierarchy -check -top osmium_spi
synth -top osmium_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr osmium_spi_mapped.v
" > /dev/null
echo "yosys exit code: $?" > exit_status.txt
