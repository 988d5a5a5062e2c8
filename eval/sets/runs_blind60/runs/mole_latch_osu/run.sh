#!/bin/bash
# latch register file mapped to OSU035 (latches via techmap to LATCH), STA at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out mole.log
mkdir -p rtl out
cp ../../designs/mole_latchreg/mole_latchreg.v rtl/
cat > rtl/latch_map.v <<'MAP'
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_n;
    INVX1 inv (.A(E), .Y(en_n));
    LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
MAP
yosys -l mole.log -p "read_verilog rtl/mole_latchreg.v; synth -top mole_latchreg; techmap -map rtl/latch_map.v; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out/mole_latchreg.vg" > /dev/null
cat > out/mole.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/mole_latchreg.vg
link_design mole_latchreg
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit out/mole.tcl > out/mole_sta.rpt 2>&1
rm -f .history_sta
