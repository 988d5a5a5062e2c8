#!/bin/bash
# kingfisher_deb_sim: debouncer simulation (STABLE_CYCLES overridden to 8 in the testbench),
# driven by the Makefile's sim target.
cd "$(dirname "$0")"
make -s clean
mkdir -p src
cp ../../designs/kingfisher_deb/kingfisher_deb.v ../../designs/kingfisher_deb/kingfisher_deb_tb.v src/
make -s sim
