#!/bin/bash
# debouncer with a local edit (missing semicolon) -> yosys stops with a syntax error
cd "$(dirname "$0")"
rm -f yam_debounce.v yosys.log
cp ../../designs/yam_debounce/yam_debounce.v .
sed -i 's/s1 <= s0;/s1 <= s0/' yam_debounce.v
yosys -l yosys.log -p "read_verilog yam_debounce.v; synth -top yam_debounce; stat" > /dev/null
exit 0
