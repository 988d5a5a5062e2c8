#!/bin/bash
# pipal_cnt_genclk: event counter on a /4 divided clock; OSU035 mapping and STA with a generated clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl work
mkdir -p rtl work
cp ../../designs/pipal_cnt/pipal_cnt.v rtl/
yosys -l work/yosys.log -p "
read_verilog rtl/pipal_cnt.v
synth -top pipal_cnt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr work/pipal_cnt.mapped.v
" > /dev/null
cat > work/clocks.sdc <<'SDC'
create_clock -name clk -period 4.0 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets slow_clk] -filter "direction == output"]
set_input_delay 0.5 -clock clk [get_ports rst]
set_input_delay 0.5 -clock clk_div4 [get_ports evt]
set_output_delay 0.5 -clock clk_div4 [get_ports {count[*]}]
SDC
cat > work/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog work/pipal_cnt.mapped.v
link_design pipal_cnt
read_sdc work/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit work/sta.tcl > work/sta_genclk.rpt 2>&1
