#!/bin/bash
# nene_spi SPI master: OSU035 mapping with the hierarchy kept (3 modules), per-module stat, STA on the hierarchical netlist at 8 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl reports.v2 nene_spi_mapped.v
mkdir -p rtl reports.v2
cp ../../designs/nene_spi/nene_spi.v rtl/

yosys -l reports.v2/yosys_hier.log -p "
read_verilog rtl/nene_spi.v
hierarchy -check -top nene_spi
synth -top nene_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr nene_spi_mapped.v
" > /dev/null

cat > reports.v2/nene.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog nene_spi_mapped.v
link_design nene_spi
create_clock -name sysclk -period 8 [get_ports clk]
set_input_delay 1.5 -clock sysclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock sysclk [all_outputs]
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_init -no_splash -exit reports.v2/nene.tcl > reports.v2/sta_sysclk.rpt 2>&1
rm -f .history_sta
