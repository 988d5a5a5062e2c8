#!/bin/bash
# caribou_d16: FIFO with DEPTH=16 (AW=4, WIDTH=8) set by chparam, mapped to OSU035, setup check at 3.5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl reports netlist synth_d16.log
mkdir -p rtl reports netlist
cp ../../designs/caribou_fifo/caribou_fifo.v rtl/

yosys -l synth_d16.log -p "
    read_verilog rtl/caribou_fifo.v
    chparam -set DEPTH 16 -set AW 4 caribou_fifo
    synth -top caribou_fifo
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr netlist/caribou_fifo_d16.v
" > /dev/null

cat > reports/setup.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/caribou_fifo_d16.v
link_design caribou_fifo
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_splash -exit reports/setup.tcl > reports/setup_3v5ns.rpt 2>&1
