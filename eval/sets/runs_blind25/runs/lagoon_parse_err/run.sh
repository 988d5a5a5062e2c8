#!/bin/bash
# Attempted synthesis of the button debouncer; the RTL revision has a syntax error.
cd "$(dirname "$0")"
rm -rf rtl logs
mkdir -p rtl logs
cp ../../designs/lagoon_parse/lagoon_parse.v rtl/
yosys -l logs/lagoon_synth.log -p "read_verilog rtl/lagoon_parse.v; synth -top lagoon_parse; stat" > /dev/null 2>&1
echo "yosys exit code: $?" > logs/exit_status.txt
