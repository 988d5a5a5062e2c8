#!/bin/bash
# argali_formats: debouncer through generic yosys synth (no liberty); netlist written as Verilog, BLIF, JSON and EDIF
cd "$(dirname "$0")"
rm -rf hdl "gen.out"
mkdir -p hdl gen.out/LOG gen.out/nets
cp ../../designs/argali_debounce/argali_debounce.v hdl/

yosys -l gen.out/LOG/yosys_generic.txt -p "
    read_verilog hdl/argali_debounce.v
    chparam -set STABLE_CYCLES 250 -set CW 8 argali_debounce
    synth -top argali_debounce
    stat
    write_verilog -noattr gen.out/nets/argali_debounce_syn.v
    write_blif gen.out/nets/argali_debounce.blif
    write_json gen.out/nets/argali_debounce.json
    write_edif gen.out/nets/argali_debounce.edf
" > /dev/null
