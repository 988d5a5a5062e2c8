#!/bin/bash
# rosella_osuhier: SPI master mapped to OSU035 with the hierarchy kept (no flatten);
# hierarchical netlist timed in OpenSTA at 10 ns (setup and hold).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out
mkdir -p rtl out/reports
cp ../../designs/rosella_spimaster/rosella_spimaster.v \
   ../../designs/rosella_spimaster/rosella_clkdiv.v \
   ../../designs/rosella_spimaster/rosella_shifter.v rtl/

yosys -l out/synth.log -p "
read_verilog rtl/rosella_clkdiv.v rtl/rosella_shifter.v rtl/rosella_spimaster.v
hierarchy -check -top rosella_spimaster
synth -top rosella_spimaster
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/rosella_spimaster_hier.v
" > /dev/null

cat > out/constraints.sdc <<'SDC'
create_clock -name sysclk -period 10 [get_ports clk]
set_input_delay 2.0 -clock sysclk [get_ports {rst start tx_byte* miso}]
set_output_delay 2.0 -clock sysclk [get_ports {rx_byte* done cs_n sclk mosi}]
SDC

cat > out/sta.tcl <<STA
read_liberty $OSU035_LIB
read_verilog out/rosella_spimaster_hier.v
link_design rosella_spimaster
read_sdc out/constraints.sdc
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
STA
sta -no_splash -exit out/sta.tcl > out/reports/sta_10ns.txt 2>&1
