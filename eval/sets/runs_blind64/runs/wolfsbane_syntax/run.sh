#!/bin/bash
# wolfsbane_syntax: debouncer with a work-in-progress edit (the STABLE_CYCLES compare was being changed)
# pushed through the OSU035 flow; the edit drops a semicolon
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs netlist
mkdir -p rtl logs netlist
cp ../../designs/wolfsbane_deb/wolfsbane_deb.v rtl/
# local edit: widen the compare by one cycle (typed in a hurry, the ';' after the assignment is missing)
sed -i 's/                stable_cnt <= stable_cnt + 1.b1;/                stable_cnt <= stable_cnt + 1'"'"'b1/' rtl/wolfsbane_deb.v
iverilog -g2005 -t null rtl/wolfsbane_deb.v > logs/iverilog.log 2>&1
yosys -l logs/yosys_wolfsbane.log -p "
read_verilog rtl/wolfsbane_deb.v
synth -top wolfsbane_deb
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/wolfsbane_deb_osu.v
"
