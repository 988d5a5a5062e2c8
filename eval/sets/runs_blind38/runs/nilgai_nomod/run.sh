#!/bin/bash
# nilgai_nomod: ALU synthesis (mapped OSU035 flow) from a file list that was not updated when the
# shifter was split into its own file.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out alu_files.f
mkdir -p rtl out
cp ../../designs/nilgai_alu/nilgai_alu.v ../../designs/nilgai_alu/nilgai_addsub.v \
   ../../designs/nilgai_alu/nilgai_logic.v rtl/
cat > alu_files.f <<'F'
rtl/nilgai_addsub.v
rtl/nilgai_logic.v
rtl/nilgai_alu.v
F

yosys -l out/nilgai_alu_synth.log -p "
read_verilog $(tr '\n' ' ' < alu_files.f)
hierarchy -check -top nilgai_alu
synth -top nilgai_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/nilgai_alu_mapped.v
" > /dev/null
