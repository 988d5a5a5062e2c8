#!/bin/bash
# Same NCO, accumulator widened to 24 bits with chparam, clock tightened to 4 ns.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p rtl
cp ../../designs/nco_acc/nco_acc.v rtl/

yosys -l synth_w24.log -p "
read_verilog rtl/nco_acc.v;
chparam -set ACC_W 24 nco_acc;
hierarchy -check -top nco_acc;
synth -top nco_acc;
dfflibmap -liberty $LIB;
abc -liberty $LIB;
opt_clean -purge;
stat -liberty $LIB;
write_verilog -noattr nco_w24_netlist.v" > /dev/null 2>&1
echo "yosys rc=$?"

cat > constraints.sdc <<'SDC'
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay  0.5 -clock clk [get_ports {ftw_load ftw_in[*] phase_clr}]
set_output_delay 0.5 -clock clk [get_ports {wave_out[*] sync_pulse}]
set_load 0.05 [all_outputs]
SDC

cat > run_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog nco_w24_netlist.v
link_design nco_acc
read_sdc constraints.sdc
report_checks -path_delay max -group_count 3 -format end
report_checks -path_delay max -fields {slew capacitance input_pin} -digits 3
report_wns -digits 3
report_tns -digits 3
report_worst_slack -digits 3
TCL
sta -no_splash -exit run_sta.tcl > timing.rpt 2>&1
