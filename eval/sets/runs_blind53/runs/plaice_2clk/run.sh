#!/bin/bash
# plaice_2clk: req/ack clock-domain crossing mapped to OSU035; STA with two unrelated clocks (clk_a 5 ns, clk_b 7 ns).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl work
mkdir -p rtl work/logs work/reports
cp ../../designs/plaice_handshake/plaice_handshake.v rtl/
yosys -l work/logs/synth_plaice.log -p "
  read_verilog rtl/plaice_handshake.v
  synth -top plaice_handshake
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr work/plaice_handshake_osu.v
" > /dev/null
sta -no_init -exit plaice.sdc > work/reports/cdc_timing.txt 2>&1
rm -f .history_sta
