#!/bin/sh
# NOTE: this run is expected to stop with a Yosys ERROR (syntax error in the RTL).
cd "$(dirname "$0")"
yosys -l crc_yosys.log -s crc.ys > /dev/null 2>&1
echo "yosys exit status: $?"
