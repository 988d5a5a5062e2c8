#!/bin/bash
# medlar_crc: CRC-32 accumulator mapped to OSU035, then OpenSTA setup/hold, wns/tns and power at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs netlist reports .history_sta
mkdir -p rtl logs netlist reports
cp ../../designs/medlar_crc/medlar_crc.v rtl/

yosys -l logs/yosys_synth.log -p "
  read_verilog rtl/medlar_crc.v
  synth -top medlar_crc
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/medlar_crc.mapped.v
" > /dev/null

cat > reports/medlar_crc.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n init valid data_in*}]
set_output_delay 1.0 -clock clk [get_ports {crc_out* match}]
SDC

cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/medlar_crc.mapped.v
link_design medlar_crc
read_sdc reports/medlar_crc.sdc
report_checks -path_delay max -group_count 2 > reports/setup.rpt
report_checks -path_delay min > reports/hold.rpt
report_wns >> reports/setup.rpt
report_tns >> reports/setup.rpt
report_power > reports/power.rpt
TCL
sta -exit reports/sta.tcl > logs/sta.log 2>&1
rm -f .history_sta
