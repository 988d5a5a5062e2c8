#!/bin/bash
# Divide-by-4 clock generator: OSU035 mapping, STA with a generated clock (clk_slow = clk_ref / 4).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta && mkdir -p rtl syn sta
cp ../../designs/galangal_divclk/galangal_divclk.v rtl/
yosys -l syn/galangal_divclk.log -p "
  read_verilog rtl/galangal_divclk.v
  synth -top galangal_divclk -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/galangal_divclk_net.v
" > /dev/null
sta -no_splash -exit /dev/stdin > sta/gclk_report.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog syn/galangal_divclk_net.v
link_design galangal_divclk
read_sdc constraints/galangal.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
