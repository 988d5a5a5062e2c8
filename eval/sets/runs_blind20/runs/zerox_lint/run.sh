#!/bin/bash
# Zero-crossing detector: lint-style generic synthesis with check and cell counts.
set -u
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/zerox/zerox.v rtl/
yosys -p "
read_verilog rtl/zerox.v;
hierarchy -check -top zerox;
proc; opt_expr; opt_clean;
check;
log -- flop cells after proc --;
select -count t:\$adff t:\$dff;
synth -top zerox -flatten;
setundef -zero;
opt_clean -purge;
log -- gate-level flop bits --;
select -count t:\$_DFF*;
stat;
write_verilog -noattr zerox_generic.v" > zerox_yosys.log 2>&1
grep -i warning zerox_yosys.log > warnings.txt
