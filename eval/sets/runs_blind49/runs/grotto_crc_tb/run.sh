#!/bin/bash
# grotto_crc: regression against the CRC-16/CCITT-FALSE check value (built with the default INIT parameter)
set -u
cd "$(dirname "$0")"
mkdir -p src regress
cp ../../designs/grotto_crc/grotto_crc.v ../../designs/grotto_crc/grotto_crc_tb.v src/
iverilog -g2012 -o regress/grotto_crc_tb.vvp src/grotto_crc.v src/grotto_crc_tb.v
vvp -n regress/grotto_crc_tb.vvp > regress/grotto_crc.out 2>&1
