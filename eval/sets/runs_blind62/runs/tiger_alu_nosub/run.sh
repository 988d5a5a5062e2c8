#!/bin/bash
# ALU synth where only the top file was copied (tiger_addsub.v forgotten)
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/tiger_alu/tiger_alu.v rtl/
yosys -l yosys_nosub.log -p "read_verilog rtl/tiger_alu.v; hierarchy -check -top tiger_alu; synth -top tiger_alu; stat" > /dev/null 2>&1
echo "yosys exit status $?" > exit_status.txt
