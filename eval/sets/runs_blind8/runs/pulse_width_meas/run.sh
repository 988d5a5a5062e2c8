#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pulse_width_meas: async-reset flops (DFFSR), meets timing at 8 ns; yosys -s ... 2>&1 | tee
cp ../../designs/pulse_width_meas/pulse_width_meas.v .
cat > pwm_meas.ys <<EOT
read_verilog pulse_width_meas.v
hierarchy -check -top pulse_width_meas
synth -top pulse_width_meas
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pulse_width_meas_syn.v
read_liberty -lib $LIB
check
EOT
yosys -s pwm_meas.ys 2>&1 | tee pw_synth.log > /dev/null
cat > pw_sta.tcl <<EOT
read_liberty $LIB
read_verilog pulse_width_meas_syn.v
link_design pulse_width_meas
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n sig_in}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit pw_sta.tcl > pw_timing.rpt 2>&1
