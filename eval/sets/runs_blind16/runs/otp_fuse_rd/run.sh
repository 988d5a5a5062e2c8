#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# otp_fuse_rd: syntax error expected (no netlist); file given on the yosys command line, script via -p;
# stdout+stderr in otp_build.log; exit status in exit_code.txt
cp ../../designs/otp_fuse_rd/otp_fuse_rd.v .
yosys otp_fuse_rd.v -p "hierarchy -check -top otp_fuse_rd; synth -top otp_fuse_rd; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr otp_fuse_rd_net.v" > otp_build.log 2>&1
echo "$?" > exit_code.txt
