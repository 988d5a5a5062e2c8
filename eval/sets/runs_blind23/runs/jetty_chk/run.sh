#!/bin/bash
# jetty_flags: generic synth + design rule check, looking for driver conflicts
cd "$(dirname "$0")"
rm -rf rtl logs && mkdir -p rtl logs
cp ../../designs/jetty_flags/jetty_flags.v rtl/
yosys -l logs/yosys_check.log -p "read_verilog rtl/jetty_flags.v; hierarchy -top jetty_flags; proc; opt; check; synth -top jetty_flags; check; stat" > /dev/null 2>&1
echo "exit=$?" > logs/exit_code
