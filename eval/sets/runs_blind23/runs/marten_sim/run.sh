#!/bin/bash
# marten_cksum: simulation only (icarus), three packets against a reference model in the TB
cd "$(dirname "$0")"
rm -rf work && mkdir -p work
cp ../../designs/marten_cksum/marten_cksum.v ../../designs/marten_cksum/marten_cksum_tb.v work/
cd work
iverilog -o marten_tb -s marten_cksum_tb marten_cksum_tb.v marten_cksum.v 2> iverilog.err
vvp marten_tb | tee sim_output.txt > /dev/null
