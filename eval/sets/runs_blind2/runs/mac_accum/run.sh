#!/bin/sh
# mac_accum: synthesis + STA at the 5 ns target (override with MAC_PERIOD=<ns>)
cd "$(dirname "$0")"
yosys -l mac_synth.log -s mac.ys > /dev/null
sta -no_splash mac_timing.tcl | tee mac_timing.rpt
