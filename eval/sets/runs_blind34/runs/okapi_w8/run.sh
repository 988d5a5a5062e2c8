#!/bin/bash
# okapi_alu with WIDTH=8: OSU035 mapping and STA (same constraints as okapi_w16)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f okapi_alu.v alu8_*.v *.log *.rpt *.sdc
cp ../../designs/okapi_alu/okapi_alu.v .
yosys -l alu8_yosys.log -p "read_verilog -DW8 okapi_alu.v; chparam -set WIDTH 8 okapi_alu; synth -top okapi_alu; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr alu8_mapped.v" > /dev/null
cat > alu.sdc <<'SDC'
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 2 -clock clk [all_inputs]
set_output_delay 2 -clock clk [all_outputs]
SDC
sta -no_splash -exit /dev/stdin > alu8_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog alu8_mapped.v
link_design okapi_alu
read_sdc alu.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
