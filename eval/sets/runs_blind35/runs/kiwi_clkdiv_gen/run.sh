#!/bin/bash
# kiwi_clkdiv_gen: clock divider + slow-domain accumulator, mapped to OSU035; STA with a master clock
# (clk, 5 ns) and a generated clock clk_div4 (divide_by 4) on the Q pin of the divider flop div_q[1].
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gl __sta__
mkdir -p rtl gl __sta__
cp ../../designs/kiwi_clkdiv/kiwi_clkdiv.v rtl/

yosys -l gl/kiwi.log -p "
read_verilog rtl/kiwi_clkdiv.v
synth -top kiwi_clkdiv
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr gl/kiwi_clkdiv.gl.v
" > /dev/null

# instance name of the flop whose Q drives div_q[1] (abc renames cells, so look it up)
DIVFF=$(awk '/^ *DFF/{inst=$2} /\.Q\(div_q\[1\]\)/{print inst}' gl/kiwi_clkdiv.gl.v)
cat > __sta__/kiwi.sdc <<SDC
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins ${DIVFF}/Q]
set_input_delay 1.0 -clock clk [get_ports {rst sample[*]}]
set_output_delay 1.0 -clock clk_div4 [get_ports {acc[*] acc_wrap}]
SDC
cat > __sta__/kiwi.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog gl/kiwi_clkdiv.gl.v
link_design kiwi_clkdiv
read_sdc __sta__/kiwi.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit __sta__/kiwi.tcl > __sta__/kiwi_timing.log 2>&1
