#!/bin/bash
# barite_holdchk: 16-bit barrel shifter mapped to OSU035 with a delay target (abc -D 3000), netlists in
# Verilog, EDIF and JSON; OpenSTA setup + hold at 5 ns with clock uncertainty, plus report_power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf signoff.v0 && mkdir -p signoff.v0/netlists
cp ../../designs/barite_barrel/barite_barrel.v .
yosys -l signoff.v0/barite_yosys.log -p "
  read_verilog barite_barrel.v
  synth -top barite_barrel -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -D 3000 -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr signoff.v0/netlists/barite_barrel.v
  write_edif signoff.v0/netlists/barite_barrel.edf
  write_json signoff.v0/netlists/barite_barrel.json
" > /dev/null
cat > signoff.v0/barite.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_clock_uncertainty -setup 0.20 [get_clocks clk]
set_clock_uncertainty -hold 0.30 [get_clocks clk]
set_input_delay -max 1.2 -clock clk [get_ports {din[*] amt[*] mode[*]}]
set_input_delay -min 0.05 -clock clk [get_ports {din[*] amt[*] mode[*]}]
set_output_delay 0.8 -clock clk [get_ports {dout[*]}]
set_load 0.05 [all_outputs]
SDC
cat > signoff.v0/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog signoff.v0/netlists/barite_barrel.v
link_design barite_barrel
read_sdc signoff.v0/barite.sdc
report_checks -path_delay min_max -format full_clock_expanded
report_wns
report_tns
report_power
TCL
sta -exit signoff.v0/sta.tcl > signoff.v0/sta_setup_hold.rpt 2>&1
grep -E "slack \(|^wns|^tns|Path Type" signoff.v0/sta_setup_hold.rpt
