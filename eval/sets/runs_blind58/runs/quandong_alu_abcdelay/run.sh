#!/bin/bash
# quandong_alu 8-bit ALU: OSU035 mapping with ABC delay target (abc -D 3000 ps), STA at 4 ns (250 MHz target) + power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta_250mhz
mkdir -p rtl syn sta_250mhz
cp ../../designs/quandong_alu/quandong_alu.v rtl/

yosys -l syn/quandong_alu.yosys.log -p "
read_verilog rtl/quandong_alu.v
synth -top quandong_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 3000 -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/quandong_alu.mapped.v
" > /dev/null

cat > sta_250mhz/constraints.sdc <<'SDC'
create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock core_clk [get_ports {op[*] a[*] b[*]}]
set_output_delay 0.5 -clock core_clk [get_ports {y[*] zf cf}]
SDC
cat > sta_250mhz/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/quandong_alu.mapped.v
link_design quandong_alu
read_sdc sta_250mhz/constraints.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
TCL
sta -no_init -no_splash -exit sta_250mhz/sta.tcl > sta_250mhz/report.txt 2>&1
rm -f .history_sta
