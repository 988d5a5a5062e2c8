#!/bin/bash
# bontebok_netfail: SPI master through generic synth only, then the generic netlist handed to OpenSTA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src out timing synth.log
mkdir -p src out timing
cp ../../designs/bontebok_spim/bontebok_spim.v src/

yosys -l synth.log -p "
    read_verilog src/bontebok_spim.v
    chparam -set CLKDIV 6 bontebok_spim
    synth -top bontebok_spim
    stat
    write_verilog -noattr out/bontebok_spim_gen.v
" > /dev/null

cat > timing/spim.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/bontebok_spim_gen.v
link_design bontebok_spim
create_clock -name sysclk -period 20 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_splash -exit timing/spim.tcl > timing/sta.log 2>&1
echo "sta exit code: $?" >> timing/sta.log
