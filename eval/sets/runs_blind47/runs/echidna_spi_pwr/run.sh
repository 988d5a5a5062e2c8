#!/bin/bash
# SPI master: flat OSU035 mapping, Verilog + JSON netlists, STA at 8 ns with a power estimate.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results && mkdir -p rtl results
cp ../../designs/echidna_spi/echidna_spi.v rtl/
yosys -l results/yosys.log -p "
  read_verilog rtl/echidna_spi.v
  synth -top echidna_spi -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr results/echidna_spi_syn.v
  write_json results/echidna_spi_syn.json
" > /dev/null
cat > results/spi.sdc <<'SDC'
create_clock -name sys_clk -period 8 [get_ports clk]
set_input_delay 1 -clock sys_clk {rst_n start tx_byte[*] miso}
set_output_delay 1.5 -clock sys_clk [all_outputs]
set_load 0.1 [all_outputs]
SDC
cat > results/sta_power.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog results/echidna_spi_syn.v
link_design echidna_spi
read_sdc results/spi.sdc
set_power_activity -input -activity 0.2
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit results/sta_power.tcl > results/sta_power.rpt 2>&1
