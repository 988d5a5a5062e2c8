#!/bin/bash
# bittern_spi_gclk: SPI master (CLKDIV=4) flattened and mapped to OSU035; STA with the
# 50 MHz system clock plus sclk declared as a generated clock (divide by 8) on the
# output of the sclk flip-flop, because the receive shifter is clocked by sclk.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src gl@osu035 sta_out.d logs
mkdir -p src gl@osu035 sta_out.d logs
cp ../../designs/bittern_spim/bittern_spim.v src/

yosys -l logs/synth_bittern.log -p "
read_verilog src/bittern_spim.v
chparam -set CLKDIV 4 bittern_spim
synth -flatten -top bittern_spim
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gl@osu035/bittern_spim.v
" > /dev/null

# instance name of the flip-flop that drives sclk (yosys gives it a generated name)
SCLK_FF=$(grep -B6 '\.Q(sclk)' gl@osu035/bittern_spim.v | grep -oE '^\s+DFF\w+\s+\S+' | tail -1 | awk '{print $2}')
echo "sclk flop: $SCLK_FF" > sta_out.d/sclk_flop.txt

cat > sta_out.d/constraints.sdc <<SDC
create_clock -name sysclk -period 20.0 [get_ports clk]
create_generated_clock -name sclk_gen -source [get_ports clk] -divide_by 8 [get_pins ${SCLK_FF}/Q]
set_input_delay 4.0 -clock sysclk [get_ports {rst go tx_byte[*]}]
set_input_delay 6.0 -clock sclk_gen [get_ports miso]
set_output_delay 4.0 -clock sysclk [all_outputs]
SDC

cat > sta_out.d/run_sta.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog gl@osu035/bittern_spim.v
link_design bittern_spim
read_sdc sta_out.d/constraints.sdc
report_clocks
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta_out.d/run_sta.tcl > sta_out.d/timing.rpt 2>&1
