#!/bin/bash
# Round-robin arbiter, rev2 work-in-progress file: compile check with iverilog, then generic synth.
cd "$(dirname "$0")"
rm -rf hdl "out put" && mkdir -p hdl "out put"
cp ../../designs/jicama_arbiter/jicama_arbiter_rev2.v hdl/
iverilog -o "out put/arb.vvp" hdl/jicama_arbiter_rev2.v > "out put/iverilog.log" 2>&1
echo "iverilog exit: $?" >> "out put/iverilog.log"
yosys -l "out put/yosys_rev2.log" -p "read_verilog hdl/jicama_arbiter_rev2.v; synth -top jicama_arbiter_rev2; write_verilog -noattr out\ put/arb_rev2_gen.v" > /dev/null 2>&1
echo "yosys exit: $?" >> "out put/yosys_rev2.log"
