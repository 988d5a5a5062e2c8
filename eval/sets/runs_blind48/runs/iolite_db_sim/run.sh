#!/bin/bash
# iolite_db_sim: regression simulation of the button debouncer against its latency budget (STABLE=8).
cd "$(dirname "$0")"
rm -rf src regress
mkdir -p src regress
cp ../../designs/iolite_debouncer/iolite_debouncer.v ../../designs/iolite_debouncer/iolite_debouncer_tb.v src/

iverilog -o regress/iolite_tb.vvp -s iolite_debouncer_tb src/iolite_debouncer.v src/iolite_debouncer_tb.v 2> regress/iverilog.err
vvp -n regress/iolite_tb.vvp | tee regress/transcript.txt > /dev/null
grep -q "TEST PASSED" regress/transcript.txt
