#!/bin/bash
# frame sync detector: flattened, netlist clean-up for a downstream tool, STA
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/frame_sync_det/*.v rtl/
cat > fsync.ys <<YS
read_liberty -lib $LIB
read_verilog rtl/fsync_shift.v rtl/fsync_match.v rtl/fsync_cnt.v rtl/frame_sync_det.v
hierarchy -check -top frame_sync_det
synth -flatten -top frame_sync_det
setundef -zero
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets -ports
insbuf -buf BUFX2 A Y
opt_clean -purge
check
tee -o fsync_counts.txt select -count t:DFFSR t:DFFPOSX1
tee -a fsync_counts.txt select -count t:BUFX2
ltp -noff
stat -liberty $LIB
write_verilog -noattr frame_sync_det_flat.v
YS
yosys -l fsync_synth.log -s fsync.ys > /dev/null
sta -no_splash -exit fsync_sta.tcl > fsync_sta.log 2>&1
