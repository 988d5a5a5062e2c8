#!/bin/bash
# I2C START/STOP detector: RTL self-check with Icarus, then synth and STA
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/i2c_cond_det/*.v rtl/
iverilog -g2005 -o tb_i2c.vvp rtl/tb_i2c_cond_det.v rtl/i2c_cond_det.v > sim.log 2>&1
vvp -n tb_i2c.vvp >> sim.log 2>&1
rm -f tb_i2c.vvp
yosys -l i2c_synth.log -p "read_verilog rtl/i2c_cond_det.v; synth -top i2c_cond_det; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr i2c_cond_det_net.v" > /dev/null
sta -no_splash -exit hold_check.tcl > hold_check.rpt 2>&1
