#!/bin/bash
# 8x8 multiplier mapped to OSU035 and timed at 4 ns (200+ MHz target, expected to be tough).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -f *.log *.rpt jacamar_mult_netlist.v
cp ../../designs/jacamar_mult/jacamar_mult.v .
yosys -l yosys.log -p "read_verilog jacamar_mult.v; synth -top jacamar_mult -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr jacamar_mult_netlist.v" > /dev/null
cat > mult.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {a[*] b[*]}]
set_output_delay 0.5 -clock clk [get_ports {p[*]}]
SDC
cat > sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog jacamar_mult_netlist.v
link_design jacamar_mult
read_sdc mult.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit sta.tcl > timing_4ns.rpt 2>&1
