#!/bin/bash
# req/ack CDC block with two unrelated clocks (clk_a 10 ns, clk_b 7 ns), mapped to OSU035.
# STA twice: first with the clocks left related (as a first pass would), then with
# set_clock_groups -asynchronous as the design intends.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build timing
mkdir -p rtl build timing
cp ../../designs/kernite_handshake/kernite_handshake.v rtl/

yosys -l build/synth.log -p "
  read_verilog rtl/kernite_handshake.v
  synth -top kernite_handshake
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr build/kernite_handshake.vg
" > /dev/null

sta -no_init -exit sta_related.tcl > timing/1_related_clocks.rpt 2>&1
sta -no_init -exit sta_async.tcl > timing/2_async_groups.rpt 2>&1
