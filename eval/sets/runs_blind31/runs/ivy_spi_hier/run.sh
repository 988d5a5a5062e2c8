#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# ivy_spi mapped to OSU035 without flattening (ivy_sync / ivy_shreg / ivy_bitcnt kept); STA + power at 8 ns
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/ivy_spi/ivy_spi.v rtl/

cat > syn/ivy_hier.ys <<YS
read_verilog rtl/ivy_spi.v
hierarchy -check -top ivy_spi
synth -top ivy_spi
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/ivy_spi_hier.v
YS
yosys -l syn/ivy_hier.log -s syn/ivy_hier.ys > /dev/null

cat > sta/ivy.sdc <<SDC
create_clock -name sys_clk -period 8.0 [get_ports clk]
set_input_delay 3.0 -clock sys_clk [get_ports {sclk cs_n mosi tx_byte[*]}]
set_output_delay 3.0 -clock sys_clk [get_ports {miso rx_byte[*] rx_valid}]
set_load 0.03 [all_outputs]
SDC
cat > sta/ivy.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/ivy_spi_hier.v
link_design ivy_spi
read_sdc sta/ivy.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
TCL
sta -no_init -no_splash -exit sta/ivy.tcl > sta/ivy_spi_8ns.rpt 2>&1
