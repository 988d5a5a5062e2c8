#!/bin/bash
# tayra_latchbank: latch-based register bank, latches mapped to OSU035 LATCH via latch_map.v, STA at 20 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl LOGS RPT tayra_mapped.v
mkdir -p rtl LOGS RPT
cp ../../designs/tayra_latchbank/tayra_latchbank.v rtl/

yosys -l LOGS/01_synth.log -p "
  read_verilog rtl/tayra_latchbank.v
  synth -top tayra_latchbank
  techmap -map latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr tayra_mapped.v
" > /dev/null

sta -no_init -exit > RPT/02_sta_latch.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog tayra_mapped.v
link_design tayra_latchbank
create_clock -name clk -period 20.0 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
