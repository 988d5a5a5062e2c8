#!/bin/bash
# bobcat_regfile_lint: lint of the register file top. The file list (files.f) only names the top file,
# so the row module is not part of the compile; iverilog elaboration + yosys hierarchy check.
cd "$(dirname "$0")"
rm -rf rtl lint.d files.f
mkdir -p rtl lint.d
cp ../../designs/bobcat_regfile/bobcat_regfile.v rtl/
echo "rtl/bobcat_regfile.v" > files.f
iverilog -g2012 -Wall -t null -c files.f -s bobcat_regfile > lint.d/iverilog.log 2>&1
echo "iverilog exit code $?" >> lint.d/iverilog.log
yosys -l lint.d/yosys_hier.log -p "read_verilog rtl/bobcat_regfile.v; hierarchy -check -top bobcat_regfile; proc; check" > /dev/null 2>&1
