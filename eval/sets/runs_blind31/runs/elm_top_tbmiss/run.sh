#!/bin/bash
# elm_top testbench compile: only elm_top.v and the bench are on the file list (elm_core.v not in the repo)
cd "$(dirname "$0")"
rm -rf tb sim
mkdir -p tb sim
cp ../../designs/elm_top/elm_top.v ../../designs/elm_top/elm_top_tb.v tb/
printf 'tb/elm_top_tb.v\ntb/elm_top.v\n' > sim/files.f
iverilog -g2005 -o sim/elm.vvp -f sim/files.f > sim/iverilog_compile.log 2>&1
echo "iverilog exit status $?" >> sim/iverilog_compile.log
if [ -f sim/elm.vvp ]; then vvp -n sim/elm.vvp > sim/elm_run.log 2>&1; fi
