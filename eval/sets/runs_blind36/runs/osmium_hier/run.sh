#!/bin/bash
# osmium_hier: SPI master synthesised hierarchically (sub-modules kept) and mapped to OSU035;
# the hierarchical netlist is timed with OpenSTA at 8 ns (125 MHz), setup only.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl hier.d
mkdir -p rtl hier.d/netlist hier.d/logs hier.d/sta
cp ../../designs/osmium_spi/osmium_spi.v ../../designs/osmium_spi/osmium_sclk.v ../../designs/osmium_spi/osmium_shreg.v rtl/

yosys -p "
read_verilog rtl/osmium_sclk.v rtl/osmium_shreg.v rtl/osmium_spi.v
hierarchy -check -top osmium_spi
synth -top osmium_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr hier.d/netlist/osmium_spi_hier.v
write_json hier.d/netlist/osmium_spi_hier.json
" > hier.d/logs/synth_osmium.log 2>&1

cat > hier.d/sta/osmium.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog hier.d/netlist/osmium_spi_hier.v
link_design osmium_spi
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start div[*] mosi_data[*] miso}]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock
report_wns
report_tns
set_power_activity -global -activity 0.2
report_power -digits 4
TCL
sta -exit hier.d/sta/osmium.tcl > hier.d/sta/timing_max.rpt 2>&1
