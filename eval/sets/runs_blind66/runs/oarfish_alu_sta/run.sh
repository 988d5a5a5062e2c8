#!/bin/bash
# oarfish_alu_sta: ALU mapped to OSU035, then OpenSTA setup/hold, wns/tns and power at 8 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs.v2 rpt-sta_final netlist
mkdir -p rtl logs.v2 rpt-sta_final netlist
cp ../../designs/oarfish_alu/oarfish_alu.v rtl/
yosys -l logs.v2/synth_osu035.log -p "
read_verilog rtl/oarfish_alu.v
synth -top oarfish_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr netlist/oarfish_alu_mapped.v
" > /dev/null
cat > rpt-sta_final/constraints.sdc <<'SDC'
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1.0 -clock clk [get_ports {y[*] zero carry}]
set_load 0.05 [all_outputs]
SDC
cat > rpt-sta_final/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/oarfish_alu_mapped.v
link_design oarfish_alu
read_sdc rpt-sta_final/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit rpt-sta_final/sta.tcl > rpt-sta_final/timing_power.rpt 2>&1
