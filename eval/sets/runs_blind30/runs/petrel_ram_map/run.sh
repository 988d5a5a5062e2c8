#!/bin/bash
# petrel_ram memory mapped to flops + OSU035 cells; STA with check types, group counts and endpoint format
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl build reports
mkdir -p rtl build reports
cp ../../designs/petrel_ram/petrel_ram.v rtl/

cat > build/petrel.ys <<YS
read_verilog rtl/petrel_ram.v
synth -top petrel_ram -flatten
memory_map
opt
techmap
opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr build/petrel_ram_osu.v
YS
yosys -l build/petrel_ram.log -s build/petrel.ys > /dev/null

cat > build/petrel.sdc <<SDC
create_clock -name mclk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock mclk [get_ports {we waddr[*] wdata[*] re raddr[*]}]
set_output_delay 1.5 -clock mclk [get_ports {rdata[*] rpar}]
set_load 0.04 [all_outputs]
SDC

cat > build/petrel_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/petrel_ram_osu.v
link_design petrel_ram
read_sdc build/petrel.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -format end -group_count 5 -digits 3
report_check_types -max_delay -min_delay -max_transition -min_pulse_width -format slack_only
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit build/petrel_sta.tcl > reports/petrel_timing.rpt 2>&1
