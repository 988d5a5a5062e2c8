#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# hamdist16: port resize (u_p3.cnt), flattened, setup violation at 3.5 ns; Icarus self-check sim; yosys -q -l -s
cp ../../designs/hamdist16/hamdist16.v ../../designs/hamdist16/tb_hamdist16.v .
cat > ham.ys <<EOT
read_verilog hamdist16.v
hierarchy -check -top hamdist16
synth -flatten -top hamdist16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr hamdist16_flat.v
EOT
yosys -q -l ham_synth.log -s ham.ys
cat > ham_sta.tcl <<EOT
read_liberty $LIB
read_verilog hamdist16_flat.v
link_design hamdist16
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports match] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit ham_sta.tcl > ham_timing.rpt 2>&1
iverilog -g2005 -o tb_ham.vvp tb_hamdist16.v hamdist16.v > ham_sim.log 2>&1
vvp -n tb_ham.vvp >> ham_sim.log 2>&1
rm -f tb_ham.vvp
