#!/bin/bash
# zircon_keyscan: iverilog lint pass followed by a yosys read (nightly lint job)
cd "$(dirname "$0")"
rm -rf rtl lint_out
mkdir -p rtl lint_out
cp ../../designs/zircon_keyscan/zircon_keyscan.v rtl/
iverilog -g2005 -Wall -o /dev/null rtl/zircon_keyscan.v > lint_out/iverilog_lint.log 2>&1
yosys -l lint_out/yosys_read.log -p "read_verilog rtl/zircon_keyscan.v; hierarchy -top zircon_keyscan; proc; check" > /dev/null 2>&1
exit 0
