#!/bin/bash
# elastic FIFO: generic step-by-step flow, memory kept as a $mem cell.
# yosys runs quiet; only the tee'd reports land in files. Not timed.
cd "$(dirname "$0")"
mkdir -p rtl && cp ../../designs/elastic_fifo/elastic_fifo.v rtl/
cat > steps.ys <<'YS'
read_verilog rtl/elastic_fifo.v
hierarchy -top elastic_fifo
chparam -set DEPTH 16 -set AW 4 -set AF_TH 14 -set AE_TH 2 elastic_fifo
proc
opt
fsm
memory -nomap
opt
tee -q -o stat_before_techmap.txt stat -width
techmap
opt
abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX
opt_clean
tee -q -o stat_final.txt stat
tee -q -o counts.txt log memory cells:
tee -q -a counts.txt select -count t:$mem_v2
tee -q -a counts.txt log flop cells:
tee -q -a counts.txt select -count t:$_SDFFE_*
tee -q -a counts.txt log xor/xnor gates:
tee -q -a counts.txt select -count t:$_XOR_ t:$_XNOR_
write_verilog -noattr elastic_fifo_generic.v
YS
yosys -q -s steps.ys
echo "yosys finished with status $?" > done.txt
