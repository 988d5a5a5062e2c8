#!/bin/bash
# sturgeon_wip: attempt to synthesise the work-in-progress copy of the round-robin arbiter (fails to parse).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/sturgeon_rrarb/sturgeon_rrarb_wip.v rtl/
iverilog -o /dev/null rtl/sturgeon_rrarb_wip.v > logs/iverilog.log 2>&1
yosys -l logs/yosys.log -p "
  read_verilog rtl/sturgeon_rrarb_wip.v
  synth -top sturgeon_rrarb
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr rtl/sturgeon_rrarb_net.v
" > /dev/null 2>&1
echo "yosys exit status: $?" >> logs/yosys.log
