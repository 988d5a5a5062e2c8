#!/bin/bash
# realgar_ecc: generic yosys synth (no liberty), hierarchy kept, netlist handed off in four formats
cd "$(dirname "$0")"
rm -rf rtl log.d handoff
mkdir -p rtl log.d handoff/v handoff/blif handoff/json handoff/edif
cp ../../designs/realgar_ecc/realgar_ecc.v rtl/
yosys -l log.d/realgar_generic.log -p "
read_verilog rtl/realgar_ecc.v
hierarchy -check -top realgar_ecc
synth -top realgar_ecc
stat
write_verilog -noattr handoff/v/realgar_ecc_gen.v
write_blif handoff/blif/realgar_ecc.blif
write_json handoff/json/realgar_ecc.json
write_edif handoff/edif/realgar_ecc.edif
" > /dev/null
ls -l handoff/*/ > log.d/handoff_listing.txt
