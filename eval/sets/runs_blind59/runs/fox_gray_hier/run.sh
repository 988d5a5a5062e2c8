#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# hierarchical OSU035 mapping (no flatten), EDIF + Verilog netlists, setup check at 8 ns
rm -rf *.v yosys.log sta.rpt nets fox.sdc
mkdir -p nets
cp ../../designs/fox_gray/fox_gray.v .
yosys -l yosys.log -p "read_verilog fox_gray.v; hierarchy -top fox_gray; synth -top fox_gray; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_edif nets/fox_gray.edf; write_verilog -noattr nets/fox_gray_hier.v" > /dev/null
cat > fox.sdc <<'SDC'
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst en}]
set_output_delay 0.5 -clock clk [all_outputs]
SDC
sta -no_init -exit > sta.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog nets/fox_gray_hier.v
link_design fox_gray
read_sdc fox.sdc
report_checks -path_delay max
report_wns
STA
rm -f .history_sta
