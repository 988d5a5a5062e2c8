#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# coef_bank_ram: 16 x 12 memory with 1 write / 2 read ports; memory -nomap, then stat -width written with tee -o,
# memory_map, opt -full; yosys -s > yosys_out.txt 2>&1; 10 ns; report_power; -fields; report_net / report_instance
cp ../../designs/coef_bank_ram/coef_bank_ram.v .
cat > coef.ys <<EOT
read_verilog coef_bank_ram.v
hierarchy -check -top coef_bank_ram
proc
opt
wreduce
memory -nomap
opt_clean
tee -o coef_premap_stat.txt stat -width
memory_map
opt -full
techmap
opt -fast
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr coef_bank_ram_net.v
EOT
yosys -s coef.ys > yosys_out.txt 2>&1
cat > coef_sta.tcl <<EOT
read_liberty $LIB
read_verilog coef_bank_ram_net.v
link_design coef_bank_ram
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay min_max -fields {slew cap input_pins} -digits 3
report_checks -path_delay max -through [get_ports {raddr_a[*]}] -digits 3
report_checks -path_delay max -to [get_ports {wsum[*]}] -format end -group_count 4
report_net -connections we
report_power
report_tns
report_wns
EOT
sta -no_splash -exit coef_sta.tcl > coef_sta.rpt 2>&1
