#!/bin/bash
# magpie_spi_wip: first synthesis attempt of the unfinished CPOL-capable SPI master (generic yosys synth).
cd "$(dirname "$0")"
rm -rf rtl yosys_wip.log magpie_spi_master_wip_generic.v
mkdir -p rtl
cp ../../designs/magpie_spi_master/magpie_spi_master_wip.v rtl/

yosys -l yosys_wip.log -p "
read_verilog rtl/magpie_spi_master_wip.v
chparam -set CPOL 1 magpie_spi_master_wip
synth -top magpie_spi_master_wip
stat
write_verilog -noattr magpie_spi_master_wip_generic.v
" > /dev/null 2>&1
