#!/bin/bash
# bilby_fifo with DEPTH=32 (chparam), mapped to OSU035, then OpenSTA setup check at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out_d32 sta_d32 bilby_d32.log .history_sta
mkdir -p src out_d32 sta_d32
cp ../../designs/bilby_fifo/bilby_fifo.v src/

yosys -l bilby_d32.log -p "
  read_verilog src/bilby_fifo.v
  chparam -set DEPTH 32 -set AW 5 bilby_fifo
  synth -top bilby_fifo
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out_d32/bilby_fifo_d32.v
" > /dev/null

sta -exit /dev/stdin > sta_d32/timing_10ns.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog out_d32/bilby_fifo_d32.v
link_design bilby_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
report_tns
TCL
rm -f .history_sta
