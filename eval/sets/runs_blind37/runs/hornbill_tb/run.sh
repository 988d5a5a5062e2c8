#!/bin/bash
# hornbill_tb: regression of the restoring divider through the Makefile; 300 random vectors
# (NVEC passed to iverilog as -DNVEC=300) plus 5 directed ones.
cd "$(dirname "$0")"
make -s clean
make -s sim NVEC=300 SRC=../../designs/hornbill_divider/
