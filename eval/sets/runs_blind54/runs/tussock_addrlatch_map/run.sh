#!/bin/bash
# tussock_addrlatch: transparent address latch + registered decoder. Latches mapped to the OSU035
# LATCH cell with a techmap file, flip-flops with dfflibmap; OpenSTA with ale treated as a clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl maps results .history_sta
mkdir -p rtl maps results
cp ../../designs/tussock_addrlatch/tussock_addrlatch.v rtl/

cat > maps/osu035_latch_map.v <<'MAP'
// map yosys positive-enable latches onto the OSU035 LATCH cell (enable pin is called CLK)
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
MAP

yosys -l results/yosys.log -p "
  read_verilog rtl/tussock_addrlatch.v
  synth -top tussock_addrlatch
  techmap -map maps/osu035_latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr results/tussock_addrlatch_mapped.v
" > /dev/null

sta -exit /dev/stdin > results/latch_timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog results/tussock_addrlatch_mapped.v
link_design tussock_addrlatch
create_clock -name clk -period 10.0 [get_ports clk]
create_clock -name ale -period 40.0 -waveform {0 8} [get_ports ale]
set_input_delay 3.0 -clock ale [get_ports ad*]
set_input_delay 1.0 -clock clk [get_ports a_hi*]
set_output_delay 1.0 -clock clk [get_ports {cs_*}]
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
rm -f .history_sta
