#!/bin/sh
yosys -q -l yosys.log -s flow.ys
sta -no_init -no_splash -exit sta.tcl > sta_report.txt 2>&1
