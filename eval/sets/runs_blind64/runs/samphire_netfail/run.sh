#!/bin/bash
# samphire_netfail: moving-average filter, flops mapped with dfflibmap but the abc step was left out of the
# script, so the netlist still holds yosys gate expressions; OpenSTA is then run on it
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta_out
mkdir -p rtl syn sta_out
cp ../../designs/samphire_avg/samphire_avg.v rtl/
yosys -l syn/samphire.log -p "
read_verilog rtl/samphire_avg.v
synth -top samphire_avg
dfflibmap -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/samphire_avg_mapped.v
"
cat > sta_out/avg.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/samphire_avg_mapped.v
link_design samphire_avg
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_init -no_splash -exit sta_out/avg.tcl > sta_out/avg_sta.log 2>&1
