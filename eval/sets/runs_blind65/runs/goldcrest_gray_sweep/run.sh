#!/bin/bash
# Makefile-driven period sweep of the Gray counter (copies ../../designs/goldcrest_gray/goldcrest_gray.v).
cd "$(dirname "$0")"
make clean > /dev/null
make all > make.out 2>&1
