#!/bin/bash
# sphalerite_missing: OSU035 mapping of the watchdog timer (sphalerite_wdt).
# Only the top file is copied: the prescaler lives in sphalerite_prescale.v, which is not read here.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p work
cp ../../designs/sphalerite_wdt/sphalerite_wdt.v work/
yosys -l work/wdt_synth.log -p "
  read_verilog work/sphalerite_wdt.v
  hierarchy -check -top sphalerite_wdt
  synth -top sphalerite_wdt -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr work/sphalerite_wdt_osu035.v
" > /dev/null 2>&1
echo "yosys exit code $?" | tee work/exit_code.txt
