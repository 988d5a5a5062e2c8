#!/bin/bash
# 16-bit ALU, flattened, mapped to OSU035 with an ABC delay target (abc -D 3500 ps),
# then OpenSTA at 4 ns. Logs and reports go to out@abc/.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl 'out@abc'
mkdir -p rtl 'out@abc'
cp ../../designs/wulfenite_alu/wulfenite_alu.v rtl/

yosys -l 'out@abc/yosys_abcD3500.log' -p "
  read_verilog rtl/wulfenite_alu.v
  synth -flatten -top wulfenite_alu
  dfflibmap -liberty $OSU035_LIB
  abc -D 3500 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out@abc/wulfenite_alu_flat.v
" > /dev/null

sta -no_init -exit alu.sdc.tcl > 'out@abc/sta_4ns.log' 2>&1
