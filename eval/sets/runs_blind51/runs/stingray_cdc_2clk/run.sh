#!/bin/bash
# stingray_cdc: OSU035 mapping, then OpenSTA with two clocks (clk_a 10 ns, clk_b 6.5 ns):
#   first pass without any CDC exceptions, second pass with clk_a/clk_b declared asynchronous
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src mapped sta_raw sta_async
mkdir -p src mapped sta_raw sta_async
cp ../../designs/stingray_cdc/stingray_cdc.v src/
yosys -l mapped/stingray_yosys.log -p "
read_verilog src/stingray_cdc.v
synth -flatten -top stingray_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/stingray_cdc.mapped.v
" > /dev/null
sta -no_splash -exit sta_noexcept.tcl > sta_raw/two_clocks.rpt 2>&1
sta -no_splash -exit sta_async.tcl > sta_async/two_clocks_async.rpt 2>&1
