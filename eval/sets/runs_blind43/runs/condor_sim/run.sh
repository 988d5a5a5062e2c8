#!/bin/bash
# condor_sim: Makefile-driven simulation of the 1011 sequence detector (RTL and testbench from ../../designs/condor_seqdet/).
cd "$(dirname "$0")"
make clean > /dev/null
make all DESIGN_DIR=../../designs/condor_seqdet/ > make.log 2>&1
