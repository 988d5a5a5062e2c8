#!/bin/bash
# nephrite_xdom: two-clock event counter (clk_a 8 ns, clk_b 12.5 ns) mapped to OSU035, hierarchy kept;
# OpenSTA first with the clocks related (default), then with the two clocks declared asynchronous
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build "rpt.2clk"
mkdir -p rtl build "rpt.2clk"
cp ../../designs/nephrite_cdc/nephrite_cdc.v rtl/
yosys -l build/synth_osu.log -p "
read_verilog rtl/nephrite_cdc.v
synth -top nephrite_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr build/nephrite_cdc.vg
"
cat > rpt.2clk/clocks.sdc <<'SDC'
create_clock -name clk_a -period 8 [get_ports clk_a]
create_clock -name clk_b -period 12.5 [get_ports clk_b]
set_input_delay 1.5 -clock clk_a [get_ports evt_a]
set_output_delay 2.0 -clock clk_b [all_outputs]
SDC
for mode in related async; do
  {
    echo "read_liberty \$::env(OSU035_LIB)"
    echo "read_verilog build/nephrite_cdc.vg"
    echo "link_design nephrite_cdc"
    echo "read_sdc rpt.2clk/clocks.sdc"
    [ $mode = async ] && echo "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}"
    echo "report_checks -path_delay max -group_count 4 -digits 3"
    echo "report_checks -path_delay min -digits 3"
    echo "report_wns"
    echo "report_tns"
  } > rpt.2clk/sta_$mode.tcl
  sta -no_init -no_splash -exit rpt.2clk/sta_$mode.tcl > rpt.2clk/timing_$mode.rpt 2>&1
done
