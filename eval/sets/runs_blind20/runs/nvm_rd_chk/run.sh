#!/bin/bash
# NVM read controller: generic synth gated by check -assert.
set -u
cd "$(dirname "$0")"
cp ../../designs/nvm_rd/nvm_rd.v .
yosys -s nvm_rd.ys -t -l nvm_rd_yosys.log > /dev/null 2>&1
echo "yosys exit code: $?" > result.txt
