#!/bin/sh
cd "$(dirname "$0")"
yosys -s mailbox.ys > mailbox_yosys.log 2>&1
sta -exit mailbox_sta.tcl > mailbox_sta.txt 2>&1
