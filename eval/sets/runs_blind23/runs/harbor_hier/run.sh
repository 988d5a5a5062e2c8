#!/bin/bash
# harbor_lights, hierarchy kept (no -flatten): per-module area, no timing
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out && mkdir -p rtl out/logs out/netlist
cp ../../designs/harbor_lights/harbor_lights.v rtl/
yosys -l out/logs/synth_hier.log -p "
  read_verilog rtl/harbor_lights.v
  hierarchy -check -top harbor_lights
  synth -top harbor_lights
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB -top harbor_lights
  write_verilog -noattr out/netlist/harbor_lights_hier.v
" > /dev/null
