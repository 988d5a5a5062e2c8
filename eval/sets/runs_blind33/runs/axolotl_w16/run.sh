#!/bin/bash
# divider widened to WIDTH=16 via chparam, flattened, mapped, tight 6 ns clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f *.v *.log *.rpt *.sdc
cp ../../designs/axolotl_div/axolotl_div.v .
yosys -l synth_w16.log -p "read_verilog axolotl_div.v; chparam -set WIDTH 16 axolotl_div; synth -flatten -top axolotl_div; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr axolotl_div_w16_mapped.v" > /dev/null
cat > div16.sdc <<SDC
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start dividend* divisor* rst_n}]
set_output_delay 0.5 -clock clk [all_outputs]
SDC
sta -no_init -exit /dev/stdin > timing_w16.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog axolotl_div_w16_mapped.v
link_design axolotl_div
read_sdc div16.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
report_check_types -max_slew -max_capacitance -violators
TCL
