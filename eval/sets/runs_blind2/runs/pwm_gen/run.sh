#!/bin/sh
# Regenerate pwm_gen: synthesis log + netlist, then STA report.
cd "$(dirname "$0")"
yosys -l synth.log -s synth.ys > /dev/null
sta sta.tcl | tee sta.rpt
