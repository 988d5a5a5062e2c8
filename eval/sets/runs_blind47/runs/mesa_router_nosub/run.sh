#!/bin/bash
# Packet router top: OSU035 flow from flow.ys; the RTL copy step only takes the top-level file.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs osu035.lib && mkdir -p rtl logs
cp ../../designs/mesa_router/mesa_router.v rtl/
ln -s "$OSU035_LIB" osu035.lib
yosys -s flow.ys -l logs/mesa_router_syn.log > /dev/null 2>&1
echo "yosys exit status $?" > logs/status.txt
rm -f osu035.lib
