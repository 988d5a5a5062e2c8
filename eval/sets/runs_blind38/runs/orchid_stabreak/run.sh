#!/bin/bash
# orchid_stabreak: sequence detector, yosys script scripts/syn_orchid.ys (combinational logic mapped
# with abc -liberty; the dfflibmap step is missing from the script), then OpenSTA on the netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results scripts
mkdir -p rtl results scripts
cp ../../designs/orchid_seqdet/orchid_seqdet.v rtl/

cat > scripts/syn_orchid.ys <<YS
read_verilog rtl/orchid_seqdet.v
synth -top orchid_seqdet -flatten
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/orchid_seqdet_netlist.v
YS
yosys -l results/syn_orchid.log -s scripts/syn_orchid.ys > /dev/null

cat > scripts/sta_orchid.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog results/orchid_seqdet_netlist.v
link_design orchid_seqdet
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n bit_valid bit_in}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
TCL
sta -no_splash -exit scripts/sta_orchid.tcl > results/sta_orchid.log 2>&1
