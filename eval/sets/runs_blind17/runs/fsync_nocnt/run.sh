#!/bin/bash
# frame sync detector, quick area check from a second checkout: only the
# files listed in the old filelist were read (fsync_cnt.v was added later)
cd "$(dirname "$0")"
mkdir -p rtl && cp ../../designs/frame_sync_det/*.v rtl/
yosys -p "read_verilog rtl/fsync_shift.v rtl/fsync_match.v rtl/frame_sync_det.v; hierarchy -check -top frame_sync_det; synth -top frame_sync_det; stat" > elab_attempt.log 2>&1
rc=$?
if [ $rc -ne 0 ]; then echo "FAILED: yosys returned $rc, no netlist written" > RESULT; else echo "OK" > RESULT; fi
