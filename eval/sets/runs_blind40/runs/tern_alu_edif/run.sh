#!/bin/bash
# tern_alu: generic yosys synthesis, flattened, all three source files; netlists written as EDIF and Verilog.
cd "$(dirname "$0")"
rm -rf rtl export yosys_flat.log
mkdir -p rtl export
cp ../../designs/tern_alu/tern_alu.v ../../designs/tern_alu/tern_addsub.v ../../designs/tern_alu/tern_shift.v rtl/

yosys -p "
read_verilog rtl/tern_addsub.v rtl/tern_shift.v rtl/tern_alu.v
synth -flatten -top tern_alu
tee -o export/stat_flat.txt stat
write_edif export/tern_alu.edf
write_verilog -noattr export/tern_alu_gen.v
" > yosys_flat.log 2>&1
