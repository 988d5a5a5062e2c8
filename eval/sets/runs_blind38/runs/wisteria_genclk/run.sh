#!/bin/bash
# wisteria_genclk: clock divider + slow-domain blinker, mapped to OSU035 (flat). The divide-by-2
# register is named after its output (rename -wire) so the SDC can put a generated clock on it.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/wisteria_clkdiv/wisteria_clkdiv.v rtl/

yosys -l syn/wisteria_syn.log -p "
read_liberty -lib $OSU035_LIB
read_verilog rtl/wisteria_clkdiv.v
synth -top wisteria_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
rename -wire -suffix _reg t:DFFPOSX1
stat -liberty $OSU035_LIB
write_verilog -noattr syn/wisteria_clkdiv.vg
" > /dev/null

cat > sta/clocks.sdc <<'SDC'
create_clock -name clk_fast -period 4.0 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins clk_half_reg/Q]
set_input_delay 0.5 -clock clk_fast [get_ports {rst pattern_wr pattern_in*}]
set_output_delay 0.5 -clock clk_half [get_ports led]
SDC

sta -no_splash -exit /dev/stdin > sta/wisteria_sta.log 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog syn/wisteria_clkdiv.vg
link_design wisteria_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
STA
