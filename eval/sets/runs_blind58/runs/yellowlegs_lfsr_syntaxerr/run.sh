#!/bin/bash
# yellowlegs_lfsr: compile check with iverilog, then generic yosys synth (the seed sub-module has a syntax error)
cd "$(dirname "$0")"
rm -rf rtl logs+err
mkdir -p rtl logs+err
cp ../../designs/yellowlegs_lfsr/yellowlegs_lfsr.v ../../designs/yellowlegs_lfsr/yellowlegs_lfsr_seed.v rtl/
iverilog -g2005 -t null rtl/yellowlegs_lfsr.v rtl/yellowlegs_lfsr_seed.v > logs+err/iverilog.log 2>&1
echo "iverilog exit code: $?" >> logs+err/iverilog.log
yosys -l logs+err/yosys.log -p "
read_verilog rtl/yellowlegs_lfsr.v rtl/yellowlegs_lfsr_seed.v
synth -top yellowlegs_lfsr
stat
write_verilog -noattr yellowlegs_lfsr_gen.v
" > /dev/null 2>&1
echo "yosys exit code: $?" >> logs+err/yosys.log
