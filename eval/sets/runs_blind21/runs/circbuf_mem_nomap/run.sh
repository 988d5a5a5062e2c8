#!/bin/bash
# top: circbuf_mem
# design: circbuf_mem
# flow: iverilog testbench, then yosys -q (-l log) with memory -nomap, generic cells only, no STA
# yosys_log: logs/yosys.log
# sta_report: -
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports sim; mkdir -p src logs reports sim
cp ../../designs/circbuf_mem/*.v src/
iverilog -g2005 -o sim/tb.vvp src/circbuf_mem_tb.v src/circbuf_mem.v > logs/iverilog.log 2>&1
vvp sim/tb.vvp > logs/sim.log 2>&1
cat > syn.ys <<YS
read_verilog src/circbuf_mem.v
hierarchy -top circbuf_mem
proc; opt
memory -nomap
opt -full
tee -o reports/stat_nomap.txt stat
select -count t:\$mem*
check
YS
yosys -q -l logs/yosys.log -s syn.ys
