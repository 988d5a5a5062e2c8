#!/bin/bash
# meerkat_simfail: CRC-16 engine against the CCITT-FALSE check value "123456789" -> 0x29B1.
cd "$(dirname "$0")"
rm -rf rtl sim
mkdir -p rtl sim
cp ../../designs/meerkat_crc16/meerkat_crc16.v ../../designs/meerkat_crc16/meerkat_crc16_tb.v rtl/
iverilog -Wall -o sim/crc_tb.vvp rtl/meerkat_crc16_tb.v rtl/meerkat_crc16.v > sim/iverilog.log 2>&1
vvp -n sim/crc_tb.vvp > sim/transcript.log 2>&1
