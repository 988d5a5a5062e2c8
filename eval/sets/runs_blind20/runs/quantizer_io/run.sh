#!/bin/bash
# Combinational requantizer, OSU035 mapped, timed against a virtual clock.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
cp ../../designs/quantizer/quantizer.v .

cat > syn_quant.ys <<YS
log ---- read + elaborate ----
read_verilog quantizer.v
hierarchy -check -top quantizer
log ---- generic synth ----
synth -top quantizer
log ---- count any flops (expect none) ----
select -count t:*DFF*
log ---- map ----
abc -liberty $LIB
opt_clean
stat -liberty $LIB
ltp -noff
write_verilog -noattr quant_mapped.v
YS
yosys -s syn_quant.ys -l synth_quant.log > /dev/null 2>&1

cat > quant.sdc <<'SDC'
# virtual clock for the surrounding pipeline registers
create_clock -name vclk -period 6.0
set_input_delay  1.5 -clock vclk [all_inputs]
set_output_delay 1.5 -clock vclk [all_outputs]
set_load 0.1 [all_outputs]
SDC

cat > quant_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog quant_mapped.v
link_design quantizer
read_sdc quant.sdc
puts "##### worst din -> dout path"
report_checks -from [get_ports din*] -to [get_ports dout*] -digits 3
puts "##### paths from shift"
report_checks -from [get_ports shift*] -group_count 3 -format summary
puts "##### through round_en"
report_checks -through [get_ports round_en] -format end
puts "##### clipped output"
report_checks -to [get_ports clipped] -fields {capacitance slew} -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit quant_sta.tcl > quant_timing.rpt 2>&1
