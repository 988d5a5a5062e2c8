#!/bin/bash
# tinamou_latch_map: latch-based register file; latches mapped to OSU035 LATCH via latch_map.v, then STA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out_latch
mkdir -p rtl out_latch
cp ../../designs/tinamou_latch/tinamou_latch.v rtl/
yosys -l out_latch/yosys_latch.log -p "
read_verilog rtl/tinamou_latch.v
synth -top tinamou_latch
techmap -map latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr out_latch/tinamou_latch_gl.v
" > /dev/null
cat > out_latch/tinamou.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
create_clock -name gate -period 20.0 [get_ports gate]
set_input_delay 1.0 -clock gate [get_ports {waddr[*] wdata[*]}]
set_input_delay 1.0 -clock clk [get_ports {raddr[*]}]
SDC
printf 'read_liberty $::env(OSU035_LIB)\nread_verilog out_latch/tinamou_latch_gl.v\nlink_design tinamou_latch\nread_sdc out_latch/tinamou.sdc\nreport_checks -path_delay max -digits 3\nreport_checks -path_delay min -digits 3\nreport_wns\nreport_tns\n' > out_latch/sta.tcl
sta -no_init -exit out_latch/sta.tcl > out_latch/latch_timing.rpt 2>&1
