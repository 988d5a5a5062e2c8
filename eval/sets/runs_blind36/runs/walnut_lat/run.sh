#!/bin/bash
# walnut_lat: address-latch bus demultiplexer mapped to OSU035. dfflibmap in this yosys does not map
# latches, so $_DLATCH_* cells are first techmapped onto the OSU035 LATCH cell (map/latch2osu.txt).
# OpenSTA: clk at 10 ns plus ale declared as a 20 ns clock so the latches are timed.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl map "results (latch)" walnut_sta.tcl
mkdir -p rtl map "results (latch)"
cp ../../designs/walnut_latch/walnut_latch.v rtl/

cat > map/latch2osu.txt <<'MAP'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 u_inv (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
MAP

yosys -l "results (latch)/yosys.log" -p "
read_verilog rtl/walnut_latch.v
synth -top walnut_latch
read_verilog -lib map/latch2osu.txt
techmap -map map/latch2osu.txt t:\$_DLATCH_P_ t:\$_DLATCH_N_
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr \"results (latch)/walnut_latch_osu.v\"
" > /dev/null

cat > "results (latch)/walnut.sdc" <<SDC
create_clock -name clk -period 10 [get_ports clk]
create_clock -name ale -period 20 -waveform {0 5} [get_ports ale]
set_input_delay 1.0 -clock clk [get_ports {rd_n wr_n}]
set_input_delay 1.0 -clock ale [get_ports {ad[*] a_hi[*]}]
set_output_delay 2.0 -clock clk [all_outputs]
SDC
# note: sta cannot source a script whose path contains a space, so the script sits in the run folder
cat > walnut_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog {results (latch)/walnut_latch_osu.v}
link_design walnut_latch
read_sdc {results (latch)/walnut.sdc}
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit walnut_sta.tcl > "results (latch)/sta.log" 2>&1
