#!/bin/bash
# quetzal_parity generic synthesis; the RTL has a syntax error so yosys stops while parsing
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/quetzal_parity/quetzal_parity.v rtl/
yosys -l logs/quetzal_parity.yosys.log -p "read_verilog rtl/quetzal_parity.v; synth -top quetzal_parity; stat; write_verilog -noattr logs/quetzal_parity_gen.v" > /dev/null 2>&1
echo "yosys exit code: $?" > logs/status.txt
exit 0
