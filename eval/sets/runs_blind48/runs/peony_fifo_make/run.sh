#!/bin/bash
# peony_fifo_make: Makefile flow for the 8-entry sync FIFO: simulation (make sim) then generic synthesis (make synth).
cd "$(dirname "$0")"
make -s clean
mkdir -p rtl
cp ../../designs/peony_fifo/peony_fifo.v ../../designs/peony_fifo/peony_fifo_tb.v rtl/
make sim synth > make_stdout.txt 2>&1
