#!/bin/bash
# ALU: OSU035 mapping with an ABC delay target (abc -D 2500 ps), STA at 3 ns, netlists in Verilog and EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf out.abcD
mkdir -p out.abcD
cp ../../designs/hackberry_alu/hackberry_alu.v .
yosys -l out.abcD/yosys_abcD.log -p "read_verilog hackberry_alu.v; synth -top hackberry_alu -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -D 2500 -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr out.abcD/hackberry_alu_gl.v; write_edif out.abcD/hackberry_alu.edif" > /dev/null
cat > alu.sdc <<'SDC'
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {op[*] a[*] b[*]}]
set_output_delay 0.4 -clock clk [all_outputs]
SDC
cat > out.abcD/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out.abcD/hackberry_alu_gl.v
link_design hackberry_alu
read_sdc alu.sdc
report_checks -path_delay max -fields {fanout cap}
report_wns
report_tns
TCL
sta -no_splash -exit out.abcD/sta.tcl > out.abcD/timing_3ns.rpt 2>&1
