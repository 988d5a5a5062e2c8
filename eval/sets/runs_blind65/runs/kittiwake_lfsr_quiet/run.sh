#!/bin/bash
# LFSR: quiet generic synth; only the stat output is kept (tee), netlist as JSON for the viewer.
cd "$(dirname "$0")"
rm -rf _q_reports kittiwake_lfsr.json
mkdir -p _q_reports
cp ../../designs/kittiwake_lfsr/kittiwake_lfsr.v .
yosys -q -p "read_verilog kittiwake_lfsr.v; synth -top kittiwake_lfsr; tee -o _q_reports/stat.txt stat; \
  write_json kittiwake_lfsr.json" > _q_reports/yosys_quiet.log 2>&1
