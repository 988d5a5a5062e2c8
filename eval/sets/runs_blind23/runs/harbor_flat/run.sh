#!/bin/bash
# harbor_lights, flattened before mapping, then STA at 25 MHz
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta && mkdir -p rtl syn sta
cp ../../designs/harbor_lights/harbor_lights.v rtl/
cat > syn/flat.ys <<YS
read_verilog rtl/harbor_lights.v
hierarchy -check -top harbor_lights
synth -top harbor_lights -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/harbor_lights_flat.v
YS
yosys -l syn/yosys.log -s syn/flat.ys > /dev/null
cat > sta/harbor.sdc <<'SDC'
create_clock -name clk -period 40 [get_ports clk]
set_input_delay 4 -clock clk [get_ports {enable characters*}]
set_output_delay 4 -clock clk [get_ports lamp_*]
SDC
cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/harbor_lights_flat.v
link_design harbor_lights
read_sdc sta/harbor.sdc
report_checks -path_delay min_max -fields {slew cap} -digits 3
report_worst_slack
report_power -digits 4
TCL
sta -no_splash -exit sta/run_sta.tcl > sta/sta.log 2>&1
