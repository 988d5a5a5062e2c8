#!/bin/bash
# cassowary_d32: same FIFO RTL with DEPTH=32 (chparam), mapped to OSU035, setup STA at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl syn_d32 sta_d32 .history_sta
mkdir -p hdl syn_d32 sta_d32
cp ../../designs/cassowary_fifo/cassowary_fifo.v hdl/

yosys -p "
  read_verilog hdl/cassowary_fifo.v
  chparam -set DEPTH 32 -set WIDTH 8 cassowary_fifo
  synth -top cassowary_fifo -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn_d32/cassowary_fifo_d32.v
  write_blif -gates syn_d32/cassowary_fifo_d32.blif
" > syn_d32/synth_d32.log 2>&1

sta -no_splash -exit <<'TCL' > sta_d32/setup_8ns.rpt 2>&1
read_liberty $::env(OSU035_LIB)
read_verilog syn_d32/cassowary_fifo_d32.v
link_design cassowary_fifo
read_sdc sdc/fifo_8ns.sdc
report_checks -path_delay max -group_count 2
report_wns
report_tns
TCL
grep -m1 slack sta_d32/setup_8ns.rpt
