#!/bin/bash
# garnet_alu_abcd: 8-bit ALU mapped to OSU035 with ABC given a delay target (abc -D, in ps),
# then timed by OpenSTA at the same 4 ns target; power estimated with default activities.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
ABC_DELAY=4000
rm -rf hdl netlists rpt.abc-D
mkdir -p hdl netlists rpt.abc-D
cp ../../designs/garnet_alu/garnet_alu.v hdl/

yosys -l rpt.abc-D/synth_garnet.log -p "
read_verilog hdl/garnet_alu.v
synth -top garnet_alu
dfflibmap -liberty $OSU035_LIB
abc -D $ABC_DELAY -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr netlists/garnet_alu_D4000.v
write_blif netlists/garnet_alu_D4000.blif
" > /dev/null

cat > rpt.abc-D/garnet.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlists/garnet_alu_D4000.v
link_design garnet_alu
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 0.4 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 [get_ports {op[*] a[*] b[*]}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power -digits 4
TCL
sta -no_init -exit rpt.abc-D/garnet.tcl > rpt.abc-D/sta_garnet.rpt 2>&1
