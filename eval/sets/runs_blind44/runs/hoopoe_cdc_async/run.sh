#!/bin/bash
# hoopoe_cdc: two clock domains (clk_a 7 ns, clk_b 4.5 ns). STA first with the crossing timed as if
# synchronous, then with set_clock_groups -asynchronous as it will be signed off.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl_in gate 'sta reports'
mkdir -p rtl_in gate 'sta reports'
cp ../../designs/hoopoe_cdc/hoopoe_cdc.v rtl_in/

yosys -l gate/synth.log -p "
read_verilog rtl_in/hoopoe_cdc.v
synth -top hoopoe_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gate/hoopoe_cdc_gl.v
write_edif gate/hoopoe_cdc.edf
" > /dev/null

cat > 'sta reports/two_clocks.sdc' <<'SDC'
create_clock -name clk_a -period 7.0 [get_ports clk_a]
create_clock -name clk_b -period 4.5 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a_n send_a data_a*}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b_n]
set_output_delay 1.0 -clock clk_a [get_ports busy_a]
set_output_delay 1.0 -clock clk_b [get_ports {pulse_b data_b* cnt_b*}]
set_load 0.04 [all_outputs]
SDC
cp 'sta reports/two_clocks.sdc' 'sta reports/two_clocks_async.sdc'
echo "set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]" >> 'sta reports/two_clocks_async.sdc'

# 1) first look: crossing timed as if the clocks were related; the groups are added afterwards in the same session
sta -no_init -exit /dev/stdin > 'sta reports/cdc_timing.rpt' 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gate/hoopoe_cdc_gl.v
link_design hoopoe_cdc
read_sdc {sta reports/two_clocks.sdc}
puts "######## A -> B crossing, clocks still related (default)"
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
puts "######## same session, after set_clock_groups -asynchronous"
set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
TCL

# 2) signoff: fresh session with the asynchronous groups in the SDC
sta -no_init -exit /dev/stdin > 'sta reports/cdc_signoff.rpt' 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gate/hoopoe_cdc_gl.v
link_design hoopoe_cdc
read_sdc {sta reports/two_clocks_async.sdc}
puts "######## A -> B crossing with asynchronous clock groups"
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_checks -path_delay max -group_count 1 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
