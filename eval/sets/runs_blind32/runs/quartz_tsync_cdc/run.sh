#!/bin/bash
# quartz_tsync toggle synchronizer, OSU035; STA first without CDC constraints, then with asynchronous clock groups
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/quartz_tsync/quartz_tsync.v rtl/

yosys -l syn/quartz_yosys.log -p "
read_verilog rtl/quartz_tsync.v
synth -top quartz_tsync -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/quartz_tsync_net.v
" > /dev/null

cat > sta/clocks.sdc <<SDC
create_clock -name clka -period 5.0 [get_ports clk_a]
create_clock -name clkb -period 6.6 [get_ports clk_b]
set_input_delay 1.0 -clock clka [get_ports pulse_a]
set_output_delay 1.5 -clock clkb [get_ports {pulse_b count_b[*]}]
set_false_path -from [get_ports {rst_a_n rst_b_n}]
SDC
cat > sta/cdc.sdc <<SDC
set_clock_groups -asynchronous -group [get_clocks clka] -group [get_clocks clkb]
SDC

for MODE in nocdc async; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog syn/quartz_tsync_net.v"
    echo "link_design quartz_tsync"
    echo "read_sdc sta/clocks.sdc"
    [ "$MODE" = async ] && echo "read_sdc sta/cdc.sdc"
    echo "report_checks -path_delay max -digits 3"
    echo "report_checks -path_delay max -from [get_clocks clka] -to [get_clocks clkb] -digits 3"
    echo "report_wns -digits 3"
    echo "report_tns -digits 3"
    echo "exit"
  } > sta/run_${MODE}.tcl
  sta -no_init -no_splash -exit sta/run_${MODE}.tcl > sta/quartz_${MODE}.rpt 2>&1
done
