#!/bin/bash
# Timer, work-in-progress RTL with the new capture register: Makefile-driven lint + synth.
cd "$(dirname "$0")"
rm -rf src build
mkdir -p src
cp ../../designs/anole_timer/anole_timer_wip.v src/anole_timer.v
make -k lint synth > make_output.txt 2>&1
echo "make exit code: $?" >> make_output.txt
