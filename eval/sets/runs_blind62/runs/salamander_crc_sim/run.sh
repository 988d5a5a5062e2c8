#!/bin/bash
# CRC-8 simulation through make
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/salamander_crc/salamander_crc.v ../../designs/salamander_crc/salamander_crc_tb.v rtl/
make clean > /dev/null
make sim > make.log 2>&1
