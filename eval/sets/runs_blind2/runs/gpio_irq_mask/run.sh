#!/bin/sh
cd "$(dirname "$0")"
yosys -l yosys.log -s run_yosys.ys > /dev/null
sta sta_run.tcl > sta_run.log 2>&1
