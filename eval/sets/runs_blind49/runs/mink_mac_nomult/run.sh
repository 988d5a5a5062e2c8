#!/bin/bash
# mink_mac flat OSU035 mapping from a file list (filelist.f); the multiplier source never made it into the list
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p src out
cp ../../designs/mink_mac/mink_mac.v ../../designs/mink_mac/mink_acc.v src/
cat > filelist.f <<'F'
src/mink_acc.v
src/mink_mac.v
F
yosys -l out/yosys_flat.log -p "
  read_verilog $(tr '\n' ' ' < filelist.f)
  hierarchy -check -top mink_mac
  synth -top mink_mac -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/mink_mac_flat.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > out/status.txt
