#!/bin/bash
# Two-clock handshake CDC: flat OSU035 mapping, then STA twice: clocks related (default) and
# clocks declared asynchronous with set_clock_groups.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out_syn out_sta && mkdir -p rtl out_syn out_sta
cp ../../designs/caldera_cdc/caldera_cdc.v rtl/
yosys -l out_syn/caldera.log -p "
  read_verilog rtl/caldera_cdc.v
  synth -top caldera_cdc -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out_syn/caldera_cdc.vg
" > /dev/null
cat > out_sta/clocks.sdc <<'SDC'
create_clock -name clk_a -period 4.3 [get_ports clk_a]
create_clock -name clk_b -period 11.7 [get_ports clk_b]
set_input_delay 1 -clock clk_a [get_ports {a_send a_data[*]}]
set_output_delay 1 -clock clk_a [get_ports a_ready]
set_output_delay 1 -clock clk_b [get_ports {b_data[*] b_valid}]
set_false_path -from [get_ports rst_n]
SDC
for mode in related async; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog out_syn/caldera_cdc.vg"
    echo "link_design caldera_cdc"
    echo "read_sdc out_sta/clocks.sdc"
    [ $mode = async ] && echo "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}"
    echo "report_checks -path_delay max -group_count 4"
    echo "report_checks -path_delay min"
    echo "report_wns"
    echo "report_tns"
  } > out_sta/sta_$mode.tcl
  sta -no_splash -exit out_sta/sta_$mode.tcl > out_sta/cdc_$mode.rpt 2>&1
done
