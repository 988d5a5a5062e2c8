#!/bin/bash
# aragonite_pwm, WIDTH=8 (chparam), mapped to OSU035 and timed at 4 ns (250 MHz target of the motor board)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlist timing
mkdir -p rtl logs netlist timing
cp ../../designs/aragonite_pwm/aragonite_pwm.v rtl/

yosys -l logs/yosys_w8.log -p "
read_verilog rtl/aragonite_pwm.v
chparam -set WIDTH 8 aragonite_pwm
synth -top aragonite_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/aragonite_pwm_w8.v
" > /dev/null

cat > timing/pwm.sdc <<'SDC'
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC

sta -no_init -exit /dev/stdin > timing/setup_w8.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/aragonite_pwm_w8.v
link_design aragonite_pwm
read_sdc timing/pwm.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
