#!/bin/bash
# UART TX mapped to OSU035, then OpenSTA at 10 ns (setup + hold, wns/tns).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs netlist sta
mkdir -p rtl logs netlist sta
cp ../../designs/avocet_sertx/avocet_sertx.v rtl/

yosys -l logs/synth_avocet.log -p "
read_verilog rtl/avocet_sertx.v
synth -top avocet_sertx -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/avocet_sertx_osu035.v
"

cat > sta/avocet.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n tx_start tx_data*}]
set_output_delay 2.0 -clock clk [get_ports {txd tx_busy}]
SDC

cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/avocet_sertx_osu035.v
link_design avocet_sertx
read_sdc sta/avocet.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3 > sta/setup_max.rpt
report_checks -path_delay min -digits 3 > sta/hold_min.rpt
report_wns >> sta/setup_max.rpt
report_tns >> sta/setup_max.rpt
TCL
sta -no_splash -exit sta/run_sta.tcl > logs/sta_avocet.log 2>&1
