#!/bin/bash
# uakari_rf: lint pass (iverilog -Wall, elaboration only) and a yosys read/elaborate with warnings
cd "$(dirname "$0")"
rm -rf lint_out uakari_rf.v
mkdir -p lint_out
cp ../../designs/uakari_rf/uakari_rf.v .
iverilog -Wall -g2005 -s uakari_rf -o /dev/null uakari_rf.v 2> lint_out/iverilog_warnings.txt
yosys -p "read_verilog uakari_rf.v; hierarchy -check -top uakari_rf; proc; opt; check; stat" > lint_out/yosys_elab.log 2>&1
