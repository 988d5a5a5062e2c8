#!/bin/bash
# sable_mac OSU035 flow; STA at 8 ns single-cycle, then again with a 2-cycle multicycle path from x/w
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf design synth timing
mkdir -p design synth timing
cp ../../designs/sable_mac/sable_mac.v design/

yosys -l synth/sable_mac_synth.log -p "
read_verilog design/sable_mac.v
synth -top sable_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr synth/sable_mac_gl.v
" > /dev/null

cat > timing/base.sdc <<SDC
create_clock -name mac_clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock mac_clk [get_ports {rst clear step x[*] w[*]}]
set_output_delay 1.0 -clock mac_clk [get_ports {acc[*] ovf}]
SDC
cat > timing/mcp.sdc <<SDC
set_multicycle_path 2 -setup -from [get_ports {x[*] w[*]}]
set_multicycle_path 1 -hold -from [get_ports {x[*] w[*]}]
SDC

for MODE in single mcp; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog synth/sable_mac_gl.v"
    echo "link_design sable_mac"
    echo "read_sdc timing/base.sdc"
    [ "$MODE" = mcp ] && echo "read_sdc timing/mcp.sdc"
    echo "report_checks -path_delay max -digits 3"
    echo "report_checks -path_delay min -digits 3"
    echo "report_wns -digits 3"
    echo "report_tns -digits 3"
    echo "exit"
  } > timing/sta_${MODE}.tcl
  sta -no_init -no_splash -exit timing/sta_${MODE}.tcl > timing/sable_${MODE}.rpt 2>&1
done
