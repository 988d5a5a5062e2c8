#!/bin/bash
# seahorse_gray: Icarus Verilog run of the self-checking testbench (expected to report mismatches)
cd "$(dirname "$0")"
rm -rf tb
mkdir -p tb
cp ../../designs/seahorse_gray/seahorse_gray.v ../../designs/seahorse_gray/seahorse_gray_tb.v tb/
iverilog -o tb/seahorse.out tb/seahorse_gray_tb.v tb/seahorse_gray.v 2> tb/iverilog_errors.txt
vvp tb/seahorse.out > tb/results.txt 2>&1
echo "vvp exit status $?" >> tb/results.txt
rm -f tb/seahorse.out
exit 0
