#!/bin/bash
# verdin_latch latch register file + latch ICG: OSU035 mapping with a techmap for latches (LATCH cell), STA at 20 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl maps res
mkdir -p rtl maps res
cp ../../designs/verdin_latch/verdin_latch.v rtl/

cat > maps/latch_map.v <<'MAP'
// map yosys internal latches onto the OSU035 LATCH cell (transparent while CLK is high)
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 inv_en (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
MAP

yosys -l res/verdin.log -p "
read_verilog rtl/verdin_latch.v
synth -top verdin_latch -flatten
techmap -map maps/latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr res/verdin_latch_gl.v
" > /dev/null

cat > res/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog res/verdin_latch_gl.v
link_design verdin_latch
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock_expanded
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_init -no_splash -exit res/sta.tcl > res/sta_latch.rpt 2>&1
rm -f .history_sta
