#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sensor_if_undrv (top sensor_if): undriven wire + unused input; check before synth
cp ../../designs/sensor_if_undrv/sensor_if.v .
cat > sensor_synth.ys <<EOF
read_verilog sensor_if.v
hierarchy -check -top sensor_if
proc
opt_clean
check
synth -top sensor_if
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr sensor_if_mapped.v
read_liberty -lib $LIB
check
EOF
yosys -s sensor_synth.ys -l sensor_yosys.log > /dev/null
cat > sensor_sta.tcl <<EOF
read_liberty $LIB
read_verilog sensor_if_mapped.v
link_design sensor_if
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {sample adc_code* thresh* test_mode}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
EOF
sta -no_splash -exit sensor_sta.tcl > sensor_sta.rpt 2>&1
