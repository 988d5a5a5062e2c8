#!/bin/bash
# zelkova_debounce_simfail: debouncer testbench against the board team's 12-cycle spec
cd "$(dirname "$0")"
rm -rf src tb_results
mkdir -p src tb_results
cp ../../designs/zelkova_debounce/zelkova_debounce.v ../../designs/zelkova_debounce/zelkova_debounce_tb.v src/
iverilog -g2005 -o tb_results/deb.vvp src/zelkova_debounce.v src/zelkova_debounce_tb.v 2> tb_results/iverilog_warnings.txt
vvp -n tb_results/deb.vvp > tb_results/sim_output.txt 2>&1
rm -f tb_results/deb.vvp
