#!/bin/bash
# mulga_top_hier: sensor front end mapped to OSU035, hierarchy kept (mulga_sampler, mulga_msum, mulga_thresh); STA at 6 ns with report_power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn_hier sta_hier
mkdir -p rtl syn_hier sta_hier
cp ../../designs/mulga_top/mulga_top.v rtl/
yosys -l syn_hier/yosys_mulga_hier.log -p "
read_verilog rtl/mulga_top.v
synth -top mulga_top
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn_hier/mulga_top_hier.v
" > /dev/null
cat > sta_hier/mulga.sdc <<'SDC'
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst valid sample[*] limit[*]}]
set_output_delay 1.0 -clock clk [get_ports {sum[*] alarm}]
SDC
printf 'read_liberty $::env(OSU035_LIB)\nread_verilog syn_hier/mulga_top_hier.v\nlink_design mulga_top\nread_sdc sta_hier/mulga.sdc\nreport_checks -path_delay max -digits 3\nreport_checks -path_delay min -digits 3\nreport_wns\nreport_tns\nreport_power\n' > sta_hier/sta.tcl
sta -no_init -exit sta_hier/sta.tcl > sta_hier/mulga_6ns.rpt 2>&1
