#!/bin/bash
# rhodonite_abcd: registered 8x8 multiplier mapped to OSU035 with a delay target for ABC (abc -D 5000 ps),
# OpenSTA at 5 ns with report_power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl _work reports
mkdir -p rtl _work reports
cp ../../designs/rhodonite_mul/rhodonite_mul.v rtl/
yosys -l _work/yosys_abcD.log -p "
read_verilog rtl/rhodonite_mul.v
synth -top rhodonite_mul
dfflibmap -liberty $OSU035_LIB
abc -D 5000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr _work/rhodonite_mul_D5000.v
"
cat > reports/constraints.sdc <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {a[*] b[*] en}]
set_output_delay 0.5 -clock clk [get_ports {p[*]}]
SDC
cat > reports/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog _work/rhodonite_mul_D5000.v
link_design rhodonite_mul
read_sdc reports/constraints.sdc
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
TCL
sta -no_init -no_splash -exit reports/sta.tcl > reports/timing_power.rpt 2>&1
