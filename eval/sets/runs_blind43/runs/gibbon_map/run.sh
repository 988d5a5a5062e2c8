#!/bin/bash
# gibbon_map: UART transmitter mapped to OSU035, then OpenSTA setup/hold + power at 100 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src syn sta_100mhz
mkdir -p src syn sta_100mhz
cp ../../designs/gibbon_uarttx/gibbon_uarttx.v src/

yosys -l syn/yosys.log -p "
  read_verilog src/gibbon_uarttx.v
  synth -top gibbon_uarttx
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/gibbon_uarttx_mapped.v
" > /dev/null

cat > sta_100mhz/constraints.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start data[*]}]
set_output_delay 2.0 -clock clk [get_ports {tx busy}]
set_load 0.05 [all_outputs]
SDC

cat > sta_100mhz/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/gibbon_uarttx_mapped.v
link_design gibbon_uarttx
read_sdc sta_100mhz/constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
TCL
sta -exit sta_100mhz/sta.tcl > sta_100mhz/timing.rpt 2>&1
