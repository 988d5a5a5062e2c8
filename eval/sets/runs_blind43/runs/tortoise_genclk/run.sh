#!/bin/bash
# tortoise_genclk: divide-by-4 clock generator, OSU035 mapping, OpenSTA with a generated clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped sta
mkdir -p rtl mapped sta
cp ../../designs/tortoise_clkdiv/tortoise_clkdiv.v rtl/
yosys -l mapped/synth.log -p "
  read_verilog rtl/tortoise_clkdiv.v
  synth -top tortoise_clkdiv
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr mapped/tortoise_clkdiv.vg
" > /dev/null
cat > sta/clocks.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
# clk_div4 is the Q of the div[1] flop
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 \
    [get_pins -of_objects [get_nets {div[1]}] -filter "direction == output"]
set_input_delay 0.5 -clock clk [get_ports ev]
set_output_delay 0.5 -clock clk [get_ports {cnt_fast[*]}]
SDC
cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog mapped/tortoise_clkdiv.vg
link_design tortoise_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit sta/run_sta.tcl > sta/sta_genclk.log 2>&1
