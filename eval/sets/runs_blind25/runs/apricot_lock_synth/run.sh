#!/bin/bash
# Generic Yosys synthesis of the keypad code-lock FSM (no liberty).
cd "$(dirname "$0")"
rm -rf src logs out
mkdir -p src logs out
cp ../../designs/apricot_lock/apricot_lock.v src/
yosys -l logs/yosys.log -p "read_verilog src/apricot_lock.v; synth -top apricot_lock; stat; write_verilog -noattr out/apricot_lock_generic.v" > /dev/null
echo "yosys exit: $?" > logs/status.txt
