#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src sim syn sta; mkdir -p src sim syn sta
cp $D/nmea_cksum/nmea_cksum.v $D/nmea_cksum/tb_nmea_cksum.v src/
iverilog -o sim/tb.vvp src/tb_nmea_cksum.v src/nmea_cksum.v > sim/iverilog.log 2>&1
vvp -n sim/tb.vvp > sim/vvp.log 2>&1
yosys -q -p "read_verilog src/nmea_cksum.v; synth -top nmea_cksum; tee -o syn/stat.txt stat; tee -o syn/check.txt check; write_verilog -noexpr -noattr syn/nmea_generic.v" > syn/yosys_quiet.log 2>&1
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/nmea_generic.v
link_design nmea_cksum
create_clock -name clk -period 10.0 [get_ports clk]
report_checks
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
