#!/bin/bash
# mangrove_arb: OSU035 mapping with an ABC delay target (abc -D 2500 ps), OpenSTA min_max at 4 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl syn.abcD sta-4ns
cp ../../designs/mangrove_arb/mangrove_arb.v rtl/

yosys -l syn.abcD/mangrove_arb.log -p "
  read_verilog rtl/mangrove_arb.v
  synth -top mangrove_arb -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -D 2500 -liberty $OSU035_LIB
  splitnets -ports
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn.abcD/mangrove_arb_D2500.v
" > /dev/null

sta -no_init -no_splash -exit /dev/stdin > sta-4ns/mangrove_arb_minmax.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn.abcD/mangrove_arb_D2500.v
link_design mangrove_arb
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.6 -clock clk [get_ports {req* lock}]
set_output_delay 0.6 -clock clk [get_ports {gnt* idle}]
set_false_path -from [get_ports rst_n]
report_checks -path_delay min_max -digits 3
report_wns
report_tns
TCL
