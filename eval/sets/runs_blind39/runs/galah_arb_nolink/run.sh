#!/bin/bash
# galah_arb_nolink: round-robin arbiter, quick OSU035 mapping with abc, then OpenSTA
# at 5 ns on the written netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/galah_arb/galah_arb.v rtl/

yosys -l syn/galah_arb.log -p "
read_verilog rtl/galah_arb.v
synth -top galah_arb
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/galah_arb_mapped.v
" > /dev/null

cat > sta/galah.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog syn/galah_arb_mapped.v
link_design galah_arb
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_init -exit sta/galah.tcl > sta/galah_sta.log 2>&1
echo "sta exit status: $?" > sta/exit_status.txt
