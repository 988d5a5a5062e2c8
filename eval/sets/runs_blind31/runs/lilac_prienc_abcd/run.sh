#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# lilac_prienc mapped with an ABC delay target (abc -D 3000 ps); STA at 4 ns
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/lilac_prienc/lilac_prienc.v rtl/

cat > syn/lilac.ys <<YS
read_verilog rtl/lilac_prienc.v
synth -top lilac_prienc -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 3000 -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/lilac_prienc_d3000.v
YS
yosys -l syn/lilac_abc_d3000.log -s syn/lilac.ys > /dev/null

cat > sta/lilac.sdc <<SDC
create_clock -name pclk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock pclk [get_ports {req[*] mask[*]}]
set_output_delay 0.4 -clock pclk [all_outputs]
set_false_path -from [get_ports rst_n]
SDC
cat > sta/lilac.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/lilac_prienc_d3000.v
link_design lilac_prienc
read_sdc sta/lilac.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 4 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/lilac.tcl > sta/lilac_4ns.rpt 2>&1
