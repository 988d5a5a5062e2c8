#!/bin/bash
# thyme_prisel: check what the incomplete mux assignment turns into (generic + OSU035), with timing
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f thyme_prisel.v *.log *.txt *.rpt thyme_mapped.v
cp ../../designs/thyme_prisel/thyme_prisel.v .
yosys -p "read_verilog thyme_prisel.v; proc; opt; select -list t:\$dlatch; stat" > proc_check.log 2>&1
yosys -l synth_map.log -p "read_verilog thyme_prisel.v; synth -top thyme_prisel; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr thyme_mapped.v" > /dev/null 2>&1
sta -no_splash -exit /dev/stdin > thyme_timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog thyme_mapped.v
link_design thyme_prisel
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1 -clock clk [all_inputs]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_check_types -max_transition -all_violators
report_wns
report_tns
TCL
