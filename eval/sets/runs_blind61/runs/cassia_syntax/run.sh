#!/bin/bash
# cassia_debounce: work-in-progress edit (a dropped semicolon patched in by sed) -> iverilog and yosys both reject it
cd "$(dirname "$0")"
rm -rf wip "err~logs"
mkdir -p wip "err~logs"
cp ../../designs/cassia_debounce/cassia_debounce.v wip/
# simulate the bad edit: remove the ';' after 'cnt <= cnt + 8'"'"'d1'
sed -i "s/cnt <= cnt + 8'd1;/cnt <= cnt + 8'd1/" wip/cassia_debounce.v
iverilog -t null wip/cassia_debounce.v > "err~logs/iverilog.txt" 2>&1
echo "iverilog exit: $?" >> "err~logs/iverilog.txt"
yosys -l "err~logs/yosys.log" -p "read_verilog wip/cassia_debounce.v; synth -top cassia_debounce" > /dev/null 2>&1
echo "yosys exit: $?" >> "err~logs/yosys.log"
