#!/bin/bash
# rhyolite_wip: work-in-progress arbiter (grant timeout edit) built through its Makefile: iverilog compile, then yosys synth
cd "$(dirname "$0")"
rm -rf rtl
mkdir -p rtl
cp ../../designs/rhyolite_arb/rhyolite_arb_wip.v rtl/rhyolite_arb.v
make clean > /dev/null
make -k all > make_output.txt 2>&1
echo "make exit status: $?" >> make_output.txt
