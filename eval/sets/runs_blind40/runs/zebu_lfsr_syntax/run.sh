#!/bin/bash
# zebu_lfsr: compile check and generic synthesis of the work-in-progress 4-step LFSR (zebu_lfsr_wip.v).
cd "$(dirname "$0")"
rm -rf 'out.wip' zebu_lfsr_wip.v
mkdir -p 'out.wip'
cp ../../designs/zebu_lfsr/zebu_lfsr_wip.v .

iverilog -o /dev/null zebu_lfsr_wip.v > out.wip/iverilog.txt 2>&1
echo "iverilog returned $?" >> out.wip/iverilog.txt

yosys -l out.wip/yosys.log -p "read_verilog zebu_lfsr_wip.v; synth -top zebu_lfsr_wip; write_blif out.wip/zebu_lfsr_wip.blif" > /dev/null 2>&1
echo "yosys returned $?" >> out.wip/yosys.log
