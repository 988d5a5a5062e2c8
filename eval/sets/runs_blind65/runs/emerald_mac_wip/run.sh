#!/bin/bash
# MAC regression on the work-in-progress edit (local patch of the accumulator line applied before compiling).
cd "$(dirname "$0")"
rm -f *.log *.vvp
cp ../../designs/emerald_mac/emerald_mac.v ../../designs/emerald_mac/emerald_mac_tb.v .
# WIP edit: widen the accumulate step (the patch dropped the ';' at the end of the line)
sed -i 's/acc <= sum\[19:0\];/acc <= sum[19:0]/' emerald_mac.v
iverilog -g2005 -o mac_tb.vvp emerald_mac_tb.v emerald_mac.v > compile.log 2>&1
if [ -f mac_tb.vvp ]; then
    vvp -n mac_tb.vvp > sim.log 2>&1
    rm -f mac_tb.vvp
fi
