#!/bin/bash
# markhor_uartrx: compile check of the parity (8E1) work-in-progress file with iverilog, then generic yosys synthesis
cd "$(dirname "$0")"
rm -rf src logs
mkdir -p src logs
cp ../../designs/markhor_uartrx/markhor_uartrx_par.v src/
iverilog -g2005 -o /dev/null src/markhor_uartrx_par.v > logs/iverilog_compile.log 2>&1
echo "iverilog exit code: $?" >> logs/iverilog_compile.log
yosys -l logs/yosys_par.log -p "
  read_verilog src/markhor_uartrx_par.v
  synth -top markhor_uartrx_par
  write_verilog -noattr markhor_uartrx_par_syn.v
" > /dev/null 2>&1
echo "yosys exit code: $?" >> logs/yosys_par.log
