#!/bin/sh
cd "$(dirname "$0")"
yosys -l bus_yosys.log -s bus.ys > /dev/null
sta bus_sta.tcl > bus_timing.rpt 2>&1
