#!/bin/bash
# azurite_osu: UART TX mapped to OSU035 (flattened), then setup + hold STA at 10 ns (100 MHz).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs out reports
mkdir -p rtl logs out reports
cp ../../designs/azurite_uarttx/azurite_uarttx.v rtl/

yosys -l logs/yosys_synth.log -p "
  read_verilog rtl/azurite_uarttx.v
  synth -top azurite_uarttx -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr -noexpr out/azurite_uarttx_osu035.v
" > /dev/null

sta -no_splash -exit constraints/sta.tcl > reports/sta_100mhz.rpt 2>&1
echo "azurite_osu done"
