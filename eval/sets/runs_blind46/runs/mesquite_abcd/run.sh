#!/bin/bash
# SPI master mapped to OSU035 with an ABC delay target (abc -D 4000 ps), STA at 4 ns, setup and hold.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl abc_d4000
mkdir -p rtl abc_d4000
cp ../../designs/mesquite_spim/mesquite_spim.v rtl/
yosys -l abc_d4000/yosys_spim.log -p "
read_verilog rtl/mesquite_spim.v
synth -top mesquite_spim -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 4000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr abc_d4000/mesquite_spim_d4000.v
"
cat > abc_d4000/spim.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst_n start tx_byte* clk_div* miso}]
set_output_delay 0.5 -clock clk [all_outputs]
SDC
cat > abc_d4000/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog abc_d4000/mesquite_spim_d4000.v
link_design mesquite_spim
read_sdc abc_d4000/spim.sdc
report_checks -path_delay min_max
report_wns
report_tns
TCL
sta -no_splash -exit abc_d4000/sta.tcl > abc_d4000/sta_4ns.rpt 2>&1
