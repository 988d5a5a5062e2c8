#!/bin/bash
# tagmem_2p: technology independent synthesis only (no liberty, no STA).
# Memory kept as a $mem cell for a later RAM macro swap.
cd "$(dirname "$0")"
mkdir -p src && cp ../../designs/tagmem_2p/*.v src/
cat > tagmem.ys <<'YS'
read_verilog src/tagmem_2p.v
hierarchy -check -top tagmem_2p
proc
opt
memory -nomap
opt_clean
select -count t:$mem*
techmap
opt
abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX
opt_clean -purge
hilomap -hicell TIEHI Y -locell TIELO Y
splitnets -ports
stat -width
stat
write_verilog -noattr tagmem_2p_generic.v
YS
yosys tagmem.ys > tagmem_yosys.log 2>&1
