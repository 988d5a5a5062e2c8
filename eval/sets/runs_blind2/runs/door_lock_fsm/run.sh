#!/bin/sh
# door_lock_fsm: synth + sta
cd "$(dirname "$0")" || exit 1
yosys -l door_lock_synth.log -s door_lock.ys > /dev/null
sta door_lock_sta.tcl | tee door_lock_sta.rpt > /dev/null
