#!/bin/bash
# elk_div_map: 16-bit restoring divider, flattened OSU035 mapping, setup/hold at a 166 MHz target (6 ns).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
PERIOD=6.0
rm -rf rtl mapped timing yosys_elk.log
mkdir -p rtl mapped timing
cp ../../designs/elk_divider/elk_divider.v rtl/

yosys -l yosys_elk.log -p "
read_verilog rtl/elk_divider.v
hierarchy -check -top elk_divider -chparam WIDTH 16
synth -flatten -top elk_divider
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr mapped/elk_divider_flat.v
" > /dev/null

cat > timing/elk.sdc <<SDC
create_clock -name core_clk -period $PERIOD [get_ports clk]
set_input_delay 1.2 -clock core_clk [get_ports {rst start dividend[*] divisor[*]}]
set_output_delay 1.2 -clock core_clk [all_outputs]
SDC
sta -no_init -exit > timing/elk_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/elk_divider_flat.v
link_design elk_divider
read_sdc timing/elk.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
