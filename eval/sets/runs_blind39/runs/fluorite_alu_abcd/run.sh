#!/bin/bash
# fluorite_alu_abcd: 8-bit ALU mapped to OSU035 with ABC given a delay target
# (abc -D 2500, i.e. 2.5 ns); OpenSTA checks the result against a 4 ns clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src "run-2024-03-11"
mkdir -p src "run-2024-03-11/syn" "run-2024-03-11/sta"
cp ../../designs/fluorite_alu/fluorite_alu.v src/

yosys -l run-2024-03-11/syn/yosys.log -p "
read_verilog src/fluorite_alu.v
synth -top fluorite_alu
dfflibmap -liberty $OSU035_LIB
abc -D 2500 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr run-2024-03-11/syn/fluorite_alu.mapped.v
" > /dev/null

cat > run-2024-03-11/sta/alu.sdc <<'SDC'
create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock core_clk [get_ports {rst en op[*] a[*] b[*]}]
set_output_delay 0.4 -clock core_clk [all_outputs]
set_load 0.02 [all_outputs]
SDC
cat > run-2024-03-11/sta/alu.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog run-2024-03-11/syn/fluorite_alu.mapped.v
link_design fluorite_alu
read_sdc run-2024-03-11/sta/alu.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit run-2024-03-11/sta/alu.tcl > run-2024-03-11/sta/alu_timing.txt 2>&1
