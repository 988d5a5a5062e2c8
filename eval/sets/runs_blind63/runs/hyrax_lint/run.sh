#!/bin/bash
# hyrax_lint: lint-only pass over the Gray counter (iverilog -Wall elaboration + yosys read/hierarchy/check)
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/hyrax_gray/hyrax_gray.v rtl/
iverilog -g2005 -Wall -t null -s hyrax_gray rtl/hyrax_gray.v > lint/iverilog_wall.txt 2>&1
yosys -l lint/yosys_check.log -p "
    read_verilog rtl/hyrax_gray.v
    hierarchy -check -top hyrax_gray
    proc
    check -assert
" > /dev/null 2>&1
