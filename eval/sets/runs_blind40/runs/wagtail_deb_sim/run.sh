#!/bin/bash
# wagtail_deb: Makefile-driven Icarus simulation of the debouncer with the self-checking testbench.
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p rtl tb
cp ../../designs/wagtail_deb/wagtail_deb.v rtl/
cp ../../designs/wagtail_deb/wagtail_deb_tb.v tb/
make sim > make_sim.txt 2>&1
