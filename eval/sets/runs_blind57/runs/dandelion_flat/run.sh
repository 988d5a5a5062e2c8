#!/bin/bash
# dandelion_flat: SPI master (3 modules) flattened and mapped to OSU035; timing, power; Verilog + BLIF netlists
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results logs
mkdir -p rtl results logs
cp ../../designs/dandelion_spim/dandelion_spim.v rtl/

yosys -l logs/synth_flat.log -p "
read_verilog rtl/dandelion_spim.v
synth -flatten -top dandelion_spim
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr results/dandelion_spim_flat.v
write_blif results/dandelion_spim_flat.blif
" > /dev/null

cat > results/constraints.sdc <<SDC
create_clock -name sysclk -period 20 [get_ports clk]
set_input_delay 4 -clock sysclk [get_ports {start tx_byte* miso rst_n}]
set_output_delay 4 -clock sysclk [all_outputs]
set_load 0.1 [all_outputs]
SDC
cat > logs/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog results/dandelion_spim_flat.v
link_design dandelion_spim
read_sdc results/constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit logs/sta.tcl > logs/sta_signoff.log 2>&1
rm -f .history_sta
