#!/bin/bash
# PWM with WIDTH=8 (chparam), mapped to OSU035, setup/hold at 4 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
WIDTH=8
rm -f *.log *.rpt dunnart_pwm_w${WIDTH}.v dunnart_pwm_w${WIDTH}.blif
cp ../../designs/dunnart_pwm/dunnart_pwm.v .
yosys -l yosys_w${WIDTH}.log -p "read_verilog dunnart_pwm.v; chparam -set WIDTH ${WIDTH} dunnart_pwm; \
  synth -top dunnart_pwm -flatten; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; \
  stat -liberty $OSU035_LIB; write_verilog -noattr dunnart_pwm_w${WIDTH}.v; write_blif dunnart_pwm_w${WIDTH}.blif" > /dev/null
cat > pwm.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {rst load duty_in[*]}]
set_output_delay 0.3 -clock clk [get_ports {pwm_out period_end}]
SDC
cat > sta.tcl <<TCL
read_liberty \$::env(OSU035_LIB)
read_verilog dunnart_pwm_w${WIDTH}.v
link_design dunnart_pwm
read_sdc pwm.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit sta.tcl > timing_w${WIDTH}.rpt 2>&1
