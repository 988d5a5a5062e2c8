#!/bin/bash
# mulga_top_flat: sensor front end mapped to OSU035, flattened; STA at 6 ns with report_power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn_flat sta_flat
mkdir -p rtl syn_flat sta_flat
cp ../../designs/mulga_top/mulga_top.v rtl/
yosys -l syn_flat/yosys_mulga_flat.log -p "
read_verilog rtl/mulga_top.v
synth -flatten -top mulga_top
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn_flat/mulga_top_flat.v
" > /dev/null
cat > sta_flat/mulga.sdc <<'SDC'
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst valid sample[*] limit[*]}]
set_output_delay 1.0 -clock clk [get_ports {sum[*] alarm}]
SDC
printf 'read_liberty $::env(OSU035_LIB)\nread_verilog syn_flat/mulga_top_flat.v\nlink_design mulga_top\nread_sdc sta_flat/mulga.sdc\nreport_checks -path_delay max -digits 3\nreport_checks -path_delay min -digits 3\nreport_wns\nreport_tns\nreport_power\n' > sta_flat/sta.tcl
sta -no_init -exit sta_flat/sta.tcl > sta_flat/mulga_6ns.rpt 2>&1
