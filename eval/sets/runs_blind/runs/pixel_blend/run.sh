#!/bin/bash
set -e
yosys -l synth.log -s synth.ys
sta -no_init -no_splash -exit sta.tcl > sta.rpt 2>&1
