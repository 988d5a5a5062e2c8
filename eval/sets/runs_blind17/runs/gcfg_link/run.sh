#!/bin/bash
# config register bank with a hand-placed ICG cell from another kit
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/gated_cfg_regs/gated_cfg_regs.v rtl/
yosys -l yosys_gcfg.log -p "read_verilog rtl/gated_cfg_regs.v; synth -top gated_cfg_regs; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat; write_verilog -noattr -noexpr gated_cfg_regs.vg" > /dev/null
echo "yosys: $?" > rc.txt
sta -no_splash -exit gcfg.sta > gcfg_sta.log 2>&1
echo "sta: $?" >> rc.txt
