#!/bin/bash
# topaz_lock: generic (technology-independent) synthesis with FSM extraction; JSON and BLIF netlists for the formal team
set -e
cd "$(dirname "$0")"
rm -rf rtl yosys_run netlists
mkdir -p rtl yosys_run netlists
cp ../../designs/topaz_lock/topaz_lock.v rtl/

yosys -l yosys_run/topaz.log -p "
read_verilog rtl/topaz_lock.v
hierarchy -check -top topaz_lock
proc; opt; fsm -export; opt
memory; opt
techmap; opt
abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX
opt_clean
stat
write_json netlists/topaz_lock.json
write_blif netlists/topaz_lock.blif
" > /dev/null
