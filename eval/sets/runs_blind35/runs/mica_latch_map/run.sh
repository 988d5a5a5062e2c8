#!/bin/bash
# mica_latch_map: latch-based register bank mapped to OSU035. dfflibmap only maps flip-flops, so the
# inferred $_DLATCH_* cells are mapped to the LATCH cell with a small techmap file (cells_latch.techmap).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
B="build.latch"
rm -rf rtl "$B"
mkdir -p rtl "$B"
cp ../../designs/mica_latchreg/mica_latchreg.v rtl/

cat > "$B/cells_latch.techmap" <<'V'
// map yosys internal latches onto the OSU035 LATCH cell (D, CLK -> Q, transparent while CLK=1)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.D(D), .CLK(E), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_n;
    \$_NOT_ inv (.A(E), .Y(en_n));
    LATCH _TECHMAP_REPLACE_ (.D(D), .CLK(en_n), .Q(Q));
endmodule
V

yosys -l "$B/mica_synth.log" -p "
read_verilog rtl/mica_latchreg.v
synth -top mica_latchreg
dfflibmap -liberty $OSU035_LIB
techmap -map $B/cells_latch.techmap
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr $B/mica_latchreg_osu.v
" > /dev/null

sta -no_init -exit > "$B/mica_sta.rpt" 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog $B/mica_latchreg_osu.v
link_design mica_latchreg
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
