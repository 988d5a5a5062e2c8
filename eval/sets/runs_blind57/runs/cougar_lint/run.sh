#!/bin/bash
# cougar_lint: lint-only pass on the round-robin arbiter before handing it to integration
# (Icarus elaboration with all warnings, no output file; yosys parse + hierarchy/proc + check)
cd "$(dirname "$0")"
rm -rf rtl lint_out
mkdir -p rtl lint_out
cp ../../designs/cougar_rrarb/cougar_rrarb.v rtl/
iverilog -g2005 -Wall -t null rtl/cougar_rrarb.v > lint_out/iverilog_lint.txt 2>&1
echo "iverilog exit code: $?" >> lint_out/iverilog_lint.txt
yosys -l lint_out/yosys_check.log -p "
read_verilog -sv rtl/cougar_rrarb.v
hierarchy -check -top cougar_rrarb
proc
opt_clean
check -assert
" > lint_out/yosys_stdout.txt 2>&1
rm -f lint_out/yosys_stdout.txt
