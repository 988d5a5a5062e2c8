#!/bin/bash
# cuprite_flat: 8x8 register file flattened and mapped to OSU035; netlist written as Verilog and BLIF;
# STA (setup and hold) at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl netlist
cp ../../designs/cuprite_regfile/cuprite_regfile.v rtl/
yosys -l cuprite_flat.log -p "
  read_verilog rtl/cuprite_regfile.v
  hierarchy -top cuprite_regfile
  synth -top cuprite_regfile -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/cuprite_regfile_flat.v
  write_blif netlist/cuprite_regfile_flat.blif
" > /dev/null
cat > cuprite.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {we waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_output_delay 2.0 -clock clk [get_ports {rdata_a[*] rdata_b[*]}]
SDC
cat > sta_flat.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/cuprite_regfile_flat.v
link_design cuprite_regfile
read_sdc cuprite.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit sta_flat.tcl > sta_flat.rpt 2>&1
grep -E "slack \(|^wns|^tns" sta_flat.rpt
