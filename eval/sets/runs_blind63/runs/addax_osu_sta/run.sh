#!/bin/bash
# addax_osu_sta: divider mapped to OSU035, then OpenSTA setup + hold, wns/tns and power at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl sta yosys.log addax_divider_osu.v
mkdir -p rtl sta
cp ../../designs/addax_divider/addax_divider.v rtl/

yosys -l yosys.log -p "
    read_verilog rtl/addax_divider.v
    synth -top addax_divider
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr addax_divider_osu.v
" > /dev/null

cat > sta/addax.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog addax_divider_osu.v
link_design addax_divider
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_splash -exit sta/addax.tcl > sta/addax_timing.rpt 2>&1
