#!/bin/bash
# SPI master mapped to OSU035, then OpenSTA setup + hold at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl logs reports netlist
cp ../../designs/mantis_spi/mantis_spi.v rtl/
yosys -l logs/yosys_synth.log -p "
read_verilog rtl/mantis_spi.v
synth -top mantis_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/mantis_spi_osu.v
" > /dev/null
cat > constraints.sdc <<SDC
create_clock -name spi_clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock spi_clk [get_ports {start tx_data* miso rst_n}]
set_output_delay 1.5 -clock spi_clk [all_outputs]
SDC
cat > sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/mantis_spi_osu.v
link_design mantis_spi
read_sdc constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta.tcl > reports/timing.rpt 2>&1
rm -f .history_sta
