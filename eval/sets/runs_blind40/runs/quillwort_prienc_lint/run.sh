#!/bin/bash
# quillwort_prienc: lint only. Icarus compile with all warnings (no simulation, output to /dev/null),
# then a yosys read + hierarchy/check pass. Nothing is synthesised.
cd "$(dirname "$0")"
rm -rf lint~ quillwort_prienc.v
mkdir -p lint~
cp ../../designs/quillwort_prienc/quillwort_prienc.v .

iverilog -Wall -Wimplicit -o /dev/null quillwort_prienc.v > 'lint~/iverilog_wall.txt' 2>&1
echo "iverilog exit: $?" >> 'lint~/iverilog_wall.txt'

yosys -l 'lint~/yosys_check.log' -p "
read_verilog -defer quillwort_prienc.v
hierarchy -check -top quillwort_prienc
proc
check -assert
" > /dev/null 2>&1
echo "yosys exit: $?" >> 'lint~/yosys_check.log'
