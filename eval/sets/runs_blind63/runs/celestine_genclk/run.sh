#!/bin/bash
# celestine_genclk: divide-by-4 clock generator; mapped to OSU035, STA with a generated clock on the divider flop
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src syn sta
mkdir -p src syn sta
cp ../../designs/celestine_clkdiv/celestine_clkdiv.v src/

yosys -l syn/celestine.log -p "
    read_verilog src/celestine_clkdiv.v
    synth -top celestine_clkdiv
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr syn/celestine_clkdiv_osu.v
" > /dev/null

cat > sta/clocks.sdc <<'SDC'
create_clock -name mclk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets {div_cnt[1]}] -filter "direction == output"]
set_input_delay 0.5 -clock mclk [get_ports {rst sel_cmp*}]
set_output_delay 1.0 -clock clk_div4 [get_ports {ticks* match}]
SDC
cat > sta/genclk.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/celestine_clkdiv_osu.v
link_design celestine_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit sta/genclk.tcl > sta/genclk_report.txt 2>&1
