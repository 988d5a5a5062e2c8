#!/bin/bash
# pollock_hier: 8-bit ALU mapped to OSU035 keeping the adder/logic/shifter hierarchy; Verilog + EDIF netlists.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out.hier
mkdir -p rtl out.hier
cp ../../designs/pollock_alu/pollock_alu.v rtl/
yosys -l out.hier/pollock_hier.log -p "
  read_verilog rtl/pollock_alu.v
  hierarchy -check -top pollock_alu
  synth -top pollock_alu
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out.hier/pollock_alu_hier.v
  write_edif out.hier/pollock_alu_hier.edf
" > /dev/null
