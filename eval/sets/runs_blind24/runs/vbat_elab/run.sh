#!/usr/bin/env bash
# vbat_elab: elaborate + map the battery monitor; the averaging filter is expected from a shared library
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf syn
mkdir -p syn/rtl
cp ../../designs/vbat_mon/vbat_mon.v syn/rtl/

cd syn
yosys -l yosys.log -p "read_verilog rtl/vbat_mon.v; hierarchy -check -top vbat_mon; synth -top vbat_mon; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; stat -liberty $OSU035_LIB; write_verilog -noattr vbat_mon_net.v" > yosys.stdout 2>&1
echo "yosys exit: $?" > exit_code.txt
cat exit_code.txt
