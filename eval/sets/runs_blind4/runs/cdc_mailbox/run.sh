#!/usr/bin/env bash
# Regenerates this run folder. Library: $OSU035_LIB, or the qflow osu035 copy in the main checkout.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"

cat > mailbox.ys <<YS
read_liberty -lib $LIB
read_verilog cdc_mailbox.v
synth -top cdc_mailbox
opt -full
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cdc_mailbox.mapped.v
YS
yosys -l mailbox_synth.txt -s mailbox.ys > /dev/null
cat > mailbox_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog cdc_mailbox.mapped.v
link_design cdc_mailbox
create_clock -name pclk -period 5 [get_ports clk_p]
create_clock -name cclk -period 12 [get_ports clk_c]
set_clock_groups -asynchronous -group {pclk} -group {cclk}
set_input_delay 1.0 -clock pclk [get_ports {wr wdata*}]
set_output_delay 2.0 -clock cclk [all_outputs]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 4
report_check_types -max_transition -max_delay -verbose
report_wns
report_tns
TCL
sta -no_splash -exit mailbox_sta.tcl > mailbox_sta.out 2>&1
