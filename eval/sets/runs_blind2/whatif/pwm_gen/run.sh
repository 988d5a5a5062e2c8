#!/bin/sh
# pwm_gen what-if: same constraints as the signed-off run, clock tightened to 5 ns.
cd "$(dirname "$0")"
sta sta_5ns.tcl > period_5.0.rpt 2>&1
