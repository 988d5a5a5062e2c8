#!/bin/bash
# pangolin_ram: memory mapped to flip-flops and OSU035 cells, STA at 10 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist reports
mkdir -p rtl netlist reports
cp ../../designs/pangolin_ram/pangolin_ram.v rtl/

yosys -l reports/pangolin_yosys.txt -p "
read_verilog rtl/pangolin_ram.v
synth -top pangolin_ram -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
tee -o reports/pangolin_area.txt stat -liberty $OSU035_LIB
write_verilog -noattr netlist/pangolin_ram_osu035.v
" > /dev/null

cat > netlist/pangolin.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [all_inputs]
set_output_delay 2.0 -clock clk [all_outputs]
SDC
cat > netlist/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/pangolin_ram_osu035.v
link_design pangolin_ram
read_sdc netlist/pangolin.sdc
report_checks -path_delay max -fields {input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -no_splash -exit netlist/sta.tcl > reports/pangolin_sta.log 2>&1
