#!/bin/bash
# saxifrage_sync_2clk: two clock domains (clk_a 10 ns, clk_b 6 ns), OSU035 mapping, STA per domain
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn-out.d timing@2clk
mkdir -p rtl syn-out.d timing@2clk
cp ../../designs/saxifrage_sync/saxifrage_sync.v rtl/
yosys -l "syn-out.d/yosys_saxifrage.log" -p "
read_verilog rtl/saxifrage_sync.v
synth -top saxifrage_sync
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn-out.d/saxifrage_sync_osu.v
" > /dev/null
cat > timing@2clk/two_clocks.sdc <<'SDC'
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2.0 -clock clk_a [get_ports {load din[*] rst}]
set_output_delay 1.5 -clock clk_b [get_ports {sum[*] seen}]
SDC
cat > timing@2clk/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn-out.d/saxifrage_sync_osu.v
link_design saxifrage_sync
read_sdc timing@2clk/two_clocks.sdc
report_checks -path_delay max -path_group clk_a -digits 3
report_checks -path_delay max -path_group clk_b -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit timing@2clk/sta.tcl > timing@2clk/sta_both_domains.rpt 2>&1
