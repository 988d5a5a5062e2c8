#!/bin/bash
# lamprey_lint: lint-only run of the button debouncer (iverilog -Wall + yosys read/hierarchy/check), via make.
cd "$(dirname "$0")"
make -s clean
make -s lint RTL_DIR=../../designs/lamprey_debounce/
