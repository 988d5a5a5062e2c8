#!/bin/bash
# sundew_latch: ALE address latch + write registers, mapped to OSU035 (latch mapped to LATCH with a techmap file), OpenSTA at 20 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/sundew_latch/sundew_latch.v rtl/
# dfflibmap leaves latches alone: map yosys $_DLATCH_P_ onto the OSU035 LATCH cell by hand
cat > syn/latch_map.v <<'MAP'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
MAP
yosys -l syn/sundew.log -p "
read_verilog rtl/sundew_latch.v
synth -top sundew_latch
techmap -map syn/latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/sundew_latch_osu.v
"
cat > sta/sundew.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/sundew_latch_osu.v
link_design sundew_latch
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 4.0 -clock clk [get_ports {ale wr_n ad[*]}]
set_output_delay 4.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta/sundew.tcl > sta/sundew_20ns.rpt 2>&1
