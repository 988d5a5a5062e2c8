#!/bin/bash
# vlan_tag_strip: first synthesis attempt
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
mkdir -p src && cp ../../designs/vlan_tag_strip/vlan_tag_strip.v src/
yosys -l synth.log -p "read_verilog src/vlan_tag_strip.v; hierarchy -check -top vlan_tag_strip; synth -top vlan_tag_strip; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr vlan_tag_strip.v" > /dev/null 2>&1
echo "exit code: $?" > result.txt
