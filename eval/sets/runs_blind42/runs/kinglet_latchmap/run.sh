#!/bin/bash
# kinglet_latchmap: ALE address latch design; the inferred $_DLATCH_P_ cells are techmapped onto the OSU035 LATCH cell
# before dfflibmap/abc, then OpenSTA with clk (10 ns) and ale treated as a 20 ns clock for the latch
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl mapped logs timing
mkdir -p rtl mapped logs timing
cp ../../designs/kinglet_addrlatch/kinglet_addrlatch.v rtl/
cat > rtl/osu035_latch_map.v <<'MAP'
// map yosys positive-enable latches onto the OSU035 LATCH cell (CLK = enable, D, Q)
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
MAP
yosys -l logs/yosys.log -p "
  read_verilog rtl/kinglet_addrlatch.v
  synth -top kinglet_addrlatch
  techmap -map rtl/osu035_latch_map.v
  read_liberty -lib $OSU035_LIB
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr mapped/kinglet_addrlatch.v
" > /dev/null
sta -no_init -exit /dev/stdin > timing/latch_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/kinglet_addrlatch.v
link_design kinglet_addrlatch
create_clock -name clk -period 10 [get_ports clk]
create_clock -name ale -period 20 -waveform {0 5} [get_ports ale]
set_input_delay 1.0 -clock clk [get_ports {rst_n ad[*] a_hi[*] rd_strobe}]
set_output_delay 1.0 -clock clk [get_ports {addr* rdata* rvalid}]
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
