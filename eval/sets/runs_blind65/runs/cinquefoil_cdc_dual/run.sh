#!/bin/bash
# Two clock domains (clk_a 5 ns, clk_b 7 ns, asynchronous): mapped to OSU035, one STA report per domain.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf "timing+2clk" *.log cinquefoil_cdc_mapped.v
mkdir -p "timing+2clk"
cp ../../designs/cinquefoil_cdc/cinquefoil_cdc.v .
yosys -l yosys_2clk.log -p "read_verilog cinquefoil_cdc.v; synth -top cinquefoil_cdc -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr cinquefoil_cdc_mapped.v" > /dev/null
cat > two_clocks.sdc <<'SDC'
create_clock -name clk_a -period 5 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {rst_a sample}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports {a_count[*]}]
set_output_delay 1.0 -clock clk_b [get_ports {b_count[*]}]
SDC
for c in clk_a clk_b; do
cat > "timing+2clk/sta_$c.tcl" <<TCL
read_liberty \$::env(OSU035_LIB)
read_verilog cinquefoil_cdc_mapped.v
link_design cinquefoil_cdc
read_sdc two_clocks.sdc
report_checks -path_delay max -to [get_clocks $c]
report_checks -path_delay min -to [get_clocks $c]
report_wns
report_tns
TCL
sta -no_splash -exit "timing+2clk/sta_$c.tcl" > "timing+2clk/report_$c.txt" 2>&1
done
