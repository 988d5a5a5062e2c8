#!/bin/bash
# bluet_spi: generic yosys synth only (no liberty), netlists as JSON, BLIF and Verilog
cd "$(dirname "$0")"
rm -rf rtl yosys_out netlist
mkdir -p rtl yosys_out netlist
cp ../../designs/bluet_spi/bluet_spi.v rtl/
yosys -l yosys_out/synth_generic.log -p "read_verilog rtl/bluet_spi.v; synth -top bluet_spi; stat; write_json netlist/bluet_spi.json; write_blif netlist/bluet_spi.blif; write_verilog -noattr netlist/bluet_spi_gen.v" > /dev/null
