#!/bin/bash
# serval_pwm: map to OSU035 and check timing at 10 ns (100 MHz), setup and hold
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src logs sta.rpt.d netlist
mkdir -p src logs sta.rpt.d netlist
cp ../../designs/serval_pwm/serval_pwm.v src/

yosys -l logs/yosys_map.log -p "
  read_verilog src/serval_pwm.v
  synth -top serval_pwm
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/serval_pwm_osu035.v
" > /dev/null

cat > sta.rpt.d/pwm_10ns.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/serval_pwm_osu035.v
link_design serval_pwm
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta.rpt.d/pwm_10ns.tcl > sta.rpt.d/timing_10ns.rpt 2>&1
