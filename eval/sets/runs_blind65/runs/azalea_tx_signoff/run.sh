#!/bin/bash
# UART TX: map to OSU035, then sign-off style STA (setup + hold + wns/tns + power) at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf sta_out *.log azalea_uart_tx_mapped.v
cp ../../designs/azalea_uart_tx/azalea_uart_tx.v .
yosys -l yosys_map.log -p "read_verilog azalea_uart_tx.v; synth -top azalea_uart_tx -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; \
  stat -liberty $OSU035_LIB; write_verilog -noattr azalea_uart_tx_mapped.v" > /dev/null
mkdir -p sta_out
cat > azalea.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst start data[*]}]
set_output_delay 2.0 -clock clk [get_ports {tx busy}]
SDC
cat > sta_signoff.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog azalea_uart_tx_mapped.v
link_design azalea_uart_tx
read_sdc azalea.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit sta_signoff.tcl > sta_out/timing.rpt 2>&1
cat > sta_power.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog azalea_uart_tx_mapped.v
link_design azalea_uart_tx
read_sdc azalea.sdc
set_power_activity -input -activity 0.1
report_power
TCL
sta -no_splash -exit sta_power.tcl > sta_out/power.rpt 2>&1
