#!/bin/bash
# weevil_top: generic yosys build from the file list (files.f lists only weevil_top.v)
cd "$(dirname "$0")"
rm -rf rtl out build.log
mkdir -p rtl out
for f in $(cat flow/files.f); do cp ../../designs/weevil_top/$(basename $f) rtl/; done
yosys -s flow/build.ys > build.log 2>&1
echo "exit status $?" >> build.log
