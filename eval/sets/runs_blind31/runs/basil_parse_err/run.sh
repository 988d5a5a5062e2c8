#!/bin/bash
# basil_parse generic synthesis attempt straight after a hand edit; console output captured with tee
cd "$(dirname "$0")"
rm -rf rtl _scratch
mkdir -p rtl _scratch
cp ../../designs/basil_parse/basil_parse.v rtl/
yosys -p "read_verilog rtl/basil_parse.v; synth -top basil_parse; stat; write_verilog _scratch/basil_parse_syn.v" 2>&1 | tee _scratch/yosys_console_attempt1.txt > /dev/null
echo "exit=${PIPESTATUS[0]}" >> _scratch/yosys_console_attempt1.txt
