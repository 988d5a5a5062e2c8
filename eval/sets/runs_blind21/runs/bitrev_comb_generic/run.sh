#!/bin/bash
# top: bitrev_comb
# design: bitrev_comb
# flow: yosys -q with tee -o reports, chparam W=32, generic gates only (no liberty), ltp and select -count; no STA
# yosys_log: reports/stat_generic.txt
# sta_report: -
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src reports out yosys_run.log; mkdir -p src reports out
cp ../../designs/bitrev_comb/bitrev_comb.v src/
yosys -q -p "read_verilog src/bitrev_comb.v; chparam -set W 32 bitrev_comb; synth -flatten -top bitrev_comb; tee -o reports/stat_generic.txt stat; tee -o reports/ltp.txt ltp -noff; tee -o reports/xor_count.txt select -count t:\$_XOR_ t:\$_XNOR_; write_verilog -noattr out/bitrev_comb_generic.v" > yosys_run.log 2>&1
