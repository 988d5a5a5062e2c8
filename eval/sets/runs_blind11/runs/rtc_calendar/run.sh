#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# rtc_calendar: generic synth only, stat without liberty; only the Yosys log is kept; not timed
cp ../../designs/rtc_calendar/rtc_calendar.v .
yosys -l rtc_generic.log -p "read_verilog rtc_calendar.v; hierarchy -check -top rtc_calendar; synth -top rtc_calendar; stat" > /dev/null
