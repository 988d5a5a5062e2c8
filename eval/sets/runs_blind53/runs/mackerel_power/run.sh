#!/bin/bash
# mackerel_power: CRC-8 engine mapped to OSU035; OpenSTA setup/hold at 8 ns plus report_power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl yosys.log mackerel_crc8.vg "rpt (final)"
mkdir -p rtl "rpt (final)"
cp ../../designs/mackerel_crc8/mackerel_crc8.v rtl/
yosys -l yosys.log -p "
  read_verilog rtl/mackerel_crc8.v
  synth -top mackerel_crc8
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr mackerel_crc8.vg
" > /dev/null
sta -no_init -exit mackerel.tcl > "rpt (final)/sta_report.txt" 2>&1
rm -f .history_sta
