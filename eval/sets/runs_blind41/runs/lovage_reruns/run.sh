#!/bin/bash
# lovage_reruns: generic synthesis of the CRC-16 byte engine, as it was actually iterated:
#   try1: wrong top name (-top lovage_crc)            -> fails in hierarchy
#   try2: fixed top, plain synth, stat only
#   try3: synth -flatten + abc -lut 4 (LUT count estimate), netlists written as BLIF and JSON
# Every attempt keeps its own log in yx.logs/
cd "$(dirname "$0")"
rm -rf yx.logs out && mkdir -p yx.logs out
cp ../../designs/lovage_crc16/lovage_crc16.v .
yosys -l yx.logs/try1.log -p "read_verilog lovage_crc16.v; synth -top lovage_crc; stat" > /dev/null 2>&1
echo "try1 exit $?"
yosys -l yx.logs/try2.log -p "read_verilog lovage_crc16.v; synth -top lovage_crc16; stat" > /dev/null 2>&1
echo "try2 exit $?"
yosys -l yx.logs/try3.log -p "
  read_verilog lovage_crc16.v
  synth -top lovage_crc16 -flatten
  abc -lut 4
  opt_clean
  stat
  write_blif out/lovage_crc16.blif
  write_json out/lovage_crc16.json
" > /dev/null 2>&1
echo "try3 exit $?"
