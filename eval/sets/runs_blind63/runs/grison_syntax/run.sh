#!/bin/bash
# grison_syntax: rev B of the ALU (work-in-progress copy) - compile check with iverilog, then generic synth
cd "$(dirname "$0")"
rm -rf rtl iverilog.log yosys_revb.log grison_alu_revb_gen.v
mkdir -p rtl
cp ../../designs/grison_alu/grison_alu_revb.v rtl/
iverilog -g2005 -t null rtl/grison_alu_revb.v > iverilog.log 2>&1
yosys -l yosys_revb.log -p "read_verilog rtl/grison_alu_revb.v; synth -top grison_alu; write_verilog grison_alu_revb_gen.v" > /dev/null 2>&1
echo "yosys exit status $?" >> yosys_revb.log
