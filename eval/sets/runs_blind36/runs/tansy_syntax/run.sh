#!/bin/bash
# tansy_syntax: synthesis of the work-in-progress rev2 of the seven-segment driver (leading-zero blanking).
cd "$(dirname "$0")"
rm -rf wip logs
mkdir -p wip logs
cp ../../designs/tansy_decoder/tansy_decoder_rev2.v wip/
yosys -l logs/yosys_rev2.log -p "read_verilog wip/tansy_decoder_rev2.v; synth -top tansy_decoder; stat; write_verilog -noattr wip/tansy_decoder_syn.v" > /dev/null 2>&1
status=$?
echo "yosys returned $status" >> logs/yosys_rev2.log
