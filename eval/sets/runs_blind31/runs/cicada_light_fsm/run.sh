#!/bin/bash
# cicada_light generic synthesis with FSM recoding; netlists as BLIF, JSON and RTLIL
set -e
cd "$(dirname "$0")"
rm -rf rtl gen
mkdir -p rtl gen
cp ../../designs/cicada_light/cicada_light.v rtl/

cat > gen/cicada.ys <<YS
read_verilog rtl/cicada_light.v
hierarchy -check -top cicada_light
proc
opt
fsm -encoding one-hot
opt
memory
techmap
opt
abc -g AND,NAND,OR,NOR,XOR,MUX
opt_clean
stat
write_blif gen/cicada_light.blif
write_json gen/cicada_light.json
write_rtlil gen/cicada_light.il
YS
yosys -l gen/cicada_fsm.log -s gen/cicada.ys > /dev/null
