#!/bin/bash
# moss_graycnt (WIDTH=8): flattened OSU035 mapping from a yosys script; EDIF, BLIF and Verilog netlists for hand-off
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src yosys-logs handoff
mkdir -p src yosys-logs handoff
cp ../../designs/moss_graycnt/moss_graycnt.v src/
sed "s|@LIB@|$OSU035_LIB|g" scripts/moss_map.ys.in > scripts/moss_map.ys
yosys -l yosys-logs/moss_map.log -s scripts/moss_map.ys > /dev/null
