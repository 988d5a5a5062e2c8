#!/bin/bash
# magpie_spi_sim: self-checking simulation of the SPI master (Icarus), then a generic yosys synth for a size estimate.
cd "$(dirname "$0")"
rm -rf tb rtl sim_out synth
mkdir -p tb rtl sim_out synth
cp ../../designs/magpie_spi_master/magpie_spi_master.v rtl/
cp ../../designs/magpie_spi_master/magpie_spi_master_tb.v tb/

iverilog -g2005 -Wall -o sim_out/magpie_spi.vvp rtl/magpie_spi_master.v tb/magpie_spi_master_tb.v > sim_out/compile.log 2>&1
(cd sim_out && vvp -n magpie_spi.vvp > sim.log 2>&1)

yosys -l synth/generic.log -p "read_verilog rtl/magpie_spi_master.v; synth -top magpie_spi_master; stat; write_verilog -noattr synth/magpie_spi_master_generic.v" > /dev/null
