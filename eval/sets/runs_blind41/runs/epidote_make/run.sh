#!/bin/bash
# epidote_make: Makefile-driven run (make all = sim + generic synth) for the sequence detector
# sources come from ../../designs/epidote_seqdet/ (copied by the Makefile into src/)
cd "$(dirname "$0")"
make clean > /dev/null
make all > make_output.txt 2>&1
tail -1 sim_result.log
