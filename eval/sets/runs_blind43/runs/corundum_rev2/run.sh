#!/bin/bash
# corundum_rev2: first synthesis attempt of the rev2 ALU (rotate opcode), mapped flow.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl yosys_rev2.log netlist
mkdir -p rtl netlist
cp ../../designs/corundum_alu8/corundum_alu8_rev2.v rtl/
yosys -l yosys_rev2.log -p "
  read_verilog rtl/corundum_alu8_rev2.v
  synth -top corundum_alu8
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/corundum_alu8_rev2.v
" > /dev/null
echo "yosys exit code: $?" >> yosys_rev2.log
