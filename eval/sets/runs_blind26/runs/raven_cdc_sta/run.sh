#!/bin/bash
# Two-clock CDC counter: OSU035 mapping, then OpenSTA with both clocks declared and the crossings cut by false paths.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build reports constraints
mkdir -p rtl build reports constraints
cp ../../designs/raven_cdc/raven_cdc.v rtl/
yosys -l build/yosys_map.log -p "
read_verilog rtl/raven_cdc.v
synth -flatten -top raven_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
insbuf -buf BUFX2 A Y
stat -liberty $OSU035_LIB
write_verilog -noattr build/raven_cdc_mapped.v
" > /dev/null
cat > constraints/raven_cdc.sdc <<'SDC'
# fast sensor clock 125 MHz, slow bus clock 50 MHz, unrelated
create_clock -name clk_fast -period 8.0 [get_ports clk_fast]
create_clock -name clk_slow -period 20.0 [get_ports clk_slow]
set_false_path -from [get_clocks clk_fast] -to [get_clocks clk_slow]
set_false_path -from [get_clocks clk_slow] -to [get_clocks clk_fast]
set_input_delay 1.5 -clock clk_fast [get_ports pulse]
set_output_delay 3.0 -clock clk_slow [get_ports {count_slow[*] changed}]
set_load 0.05 [all_outputs]
SDC
cat > constraints/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog build/raven_cdc_mapped.v
link_design raven_cdc
read_sdc constraints/raven_cdc.sdc
report_checks -path_delay max -group_count 3 -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_clock_properties
TCL
sta -no_init -exit constraints/sta.tcl > reports/sta_raven_cdc.rpt 2>&1
