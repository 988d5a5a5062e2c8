#!/bin/bash
# hematite_cdc_sta: two-clock event counter (clk_a 5 ns, clk_b 3.2 ns) mapped to OSU035.
# STA is run twice: first with both clocks treated as related (default), then with
# set_clock_groups -asynchronous so the crossing paths are not timed.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn "timing#2clk"
mkdir -p rtl syn "timing#2clk"
cp ../../designs/hematite_cdc/hematite_cdc.v rtl/

yosys -l syn/hematite.log -p "
read_verilog rtl/hematite_cdc.v
synth -top hematite_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/hematite_cdc_gl.v
" > /dev/null

cat > "timing#2clk/clocks.sdc" <<'SDC'
create_clock -name clk_a -period 5.0 [get_ports clk_a]
create_clock -name clk_b -period 3.2 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {ev_a rst_a}]
set_input_delay 0.5 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports {cnt_a[*]}]
set_output_delay 0.5 -clock clk_b [get_ports {cnt_b[*] snap_b[*] pulse_b}]
SDC

for mode in related async; do
cat > "timing#2clk/sta_$mode.tcl" <<TCL
read_liberty \$env(OSU035_LIB)
read_verilog syn/hematite_cdc_gl.v
link_design hematite_cdc
read_sdc {timing#2clk/clocks.sdc}
$( [ $mode = async ] && echo "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" )
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit "timing#2clk/sta_$mode.tcl" > "timing#2clk/sta_$mode.rpt" 2>&1
done
