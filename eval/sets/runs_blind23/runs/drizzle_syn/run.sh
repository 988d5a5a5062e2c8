#!/bin/bash
# drizzle_hold: generic (technology independent) synthesis only, to look at the latches
cd "$(dirname "$0")"
rm -rf work
mkdir -p work
cp ../../designs/drizzle_hold/drizzle_hold.v work/
cd work
yosys -L yosys.log -p 'read_verilog drizzle_hold.v; synth -top drizzle_hold; check; stat; write_verilog -noattr drizzle_hold_generic.v' > yosys.stdout 2>&1
echo "yosys exit code: $?" >> yosys.stdout
