#!/bin/bash
# tern_alu through its Makefile (SRCS variable), generic synthesis with hierarchy -check.
cd "$(dirname "$0")"
make clean > /dev/null
mkdir -p src
cp ../../designs/tern_alu/tern_alu.v src/
make all > make.log 2>&1
echo "make exit status: $?" >> make.log
