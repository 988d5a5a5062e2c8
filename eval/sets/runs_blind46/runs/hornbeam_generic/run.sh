#!/bin/bash
# Makefile-driven generic synthesis of the timer (hierarchical: prescaler kept as its own module).
cd "$(dirname "$0")"
rm -rf src
mkdir -p src
cp ../../designs/hornbeam_timer/hornbeam_timer.v src/
make clean > /dev/null
make all > make_output.txt 2>&1
