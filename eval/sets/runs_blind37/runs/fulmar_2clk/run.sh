#!/bin/bash
# fulmar_2clk: CDC handoff block, two unrelated clocks (clk_a 10 ns, clk_b 6 ns), mapped to OSU035.
# Crossings are declared asynchronous with set_clock_groups; each domain is reported on its own.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "sta@2clk" gates yosys_fulmar.log .history_sta
mkdir -p rtl "sta@2clk" gates
cp ../../designs/fulmar_handoff/fulmar_handoff.v rtl/

yosys -p "
  read_verilog rtl/fulmar_handoff.v
  synth -top fulmar_handoff -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr gates/fulmar_handoff.v
  write_json gates/fulmar_handoff.json
" -l yosys_fulmar.log > /dev/null

cat > "sta@2clk/clocks.sdc" <<'SDC'
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.0  [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay  1.0 -clock clk_a [get_ports {rst_a send data_a[*]}]
set_input_delay  1.0 -clock clk_b [get_ports {rst_b}]
set_output_delay 1.0 -clock clk_a [get_ports busy_a]
set_output_delay 1.0 -clock clk_b [get_ports {data_b[*] valid_b}]
SDC

sta -no_splash -exit > "sta@2clk/report.txt" 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gates/fulmar_handoff.v
link_design fulmar_handoff
read_sdc sta@2clk/clocks.sdc
puts "##### domain clk_a"
report_checks -path_group clk_a -path_delay max
report_checks -path_group clk_a -path_delay min
puts "##### domain clk_b"
report_checks -path_group clk_b -path_delay max
report_checks -path_group clk_b -path_delay min
report_wns
report_tns
TCL
