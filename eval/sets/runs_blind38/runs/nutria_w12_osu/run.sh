#!/bin/bash
# nutria_w12_osu: PWM generator with WIDTH=12 (chparam), flattened, mapped to OSU035, setup STA at 3.5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src netlist yosys.log sta.log
mkdir -p src netlist
cp ../../designs/nutria_pwmgen/nutria_pwmgen.v src/

yosys -l yosys.log -p "
read_verilog src/nutria_pwmgen.v
chparam -set WIDTH 12 nutria_pwmgen
synth -top nutria_pwmgen -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/nutria_pwmgen_w12.v
" > /dev/null

cat > pwm.sdc <<'SDC'
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {rst_n duty_wr duty_in* enable}]
set_output_delay 0.8 -clock clk [get_ports {pwm_out period_tick}]
set_load 0.05 [all_outputs]
SDC

sta -no_splash -exit /dev/stdin > sta.log 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog netlist/nutria_pwmgen_w12.v
link_design nutria_pwmgen
read_sdc pwm.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
STA
