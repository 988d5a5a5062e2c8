#!/bin/bash
# sphagnum_nomodule: "1011" detector pushed through OSU035 synthesis; only the top file was copied
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/sphagnum_fsm/sphagnum_fsm.v rtl/
yosys -l out/sphagnum_syn.log -p "
read_verilog rtl/sphagnum_fsm.v
hierarchy -check -top sphagnum_fsm
synth -top sphagnum_fsm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr out/sphagnum_fsm_osu.v
"
