#!/bin/bash
# umber_parse generic synthesis attempt (the RTL does not parse)
cd "$(dirname "$0")"
rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/umber_parse/umber_parse.v rtl/
yosys -l syn/umber_parse.log -p "read_verilog rtl/umber_parse.v; synth -top umber_parse; stat; write_verilog syn/umber_parse_syn.v" > /dev/null 2>&1
echo "yosys exit code: $?" > syn/exit_status.txt
