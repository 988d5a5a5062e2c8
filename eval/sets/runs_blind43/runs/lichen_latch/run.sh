#!/bin/bash
# lichen_latch: latch-based register file; latches mapped onto the OSU035 LATCH cell with a
# techmap rule (dfflibmap only handles flip-flops), logic through abc.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl yosys_latch.log lichen_latchreg_osu.v lichen_latchreg.edf
mkdir -p rtl
cp ../../designs/lichen_latchreg/lichen_latchreg.v rtl/
yosys -l yosys_latch.log -p "
  read_verilog rtl/lichen_latchreg.v
  synth -top lichen_latchreg
  techmap -map latch_map.v
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr lichen_latchreg_osu.v
  write_edif lichen_latchreg.edf
" > /dev/null
