#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src work; mkdir -p src work
cp $D/queue_ctl/queue_ctl.v src/
cat > work/flow.tcl <<'TCL'
yosys -import
yosys read_verilog src/queue_ctl.v
yosys hierarchy -check -top queue_ctl
yosys proc
yosys opt -full
yosys memory -nomap
yosys opt_clean
yosys tee -o work/pre_map_stat.txt stat
yosys share
yosys fsm
yosys techmap
yosys opt -fast
yosys tee -o work/post_map_stat.txt stat
yosys select -count t:\$mem*
yosys write_json work/queue_ctl.json
yosys log "flow finished for queue_ctl"
TCL
yosys -c work/flow.tcl -l work/yosys_run.log > /dev/null 2>&1
