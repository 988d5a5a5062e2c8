#!/bin/bash
# kaolinite_latch: latch-based register file; yosys latches mapped onto the OSU035 LATCH cell with a techmap file
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn.d timing.d
mkdir -p rtl syn.d timing.d
cp ../../designs/kaolinite_latchrf/kaolinite_latchrf.v rtl/

# $_DLATCH_P_ -> LATCH (transparent while CLK is high); $_DLATCH_N_ -> INVX1 + LATCH
cat > syn.d/osu_latch_map.v <<'V'
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en;
    INVX1 inv (.A(E), .Y(en));
    LATCH _TECHMAP_REPLACE_ (.CLK(en), .D(D), .Q(Q));
endmodule
V

yosys -l syn.d/kaolinite.log -p "
    read_verilog rtl/kaolinite_latchrf.v
    synth -top kaolinite_latchrf
    techmap -map syn.d/osu_latch_map.v
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr syn.d/kaolinite_latchrf_osu.v
" > /dev/null

cat > timing.d/latch.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn.d/kaolinite_latchrf_osu.v
link_design kaolinite_latchrf
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
TCL
sta -no_splash -exit timing.d/latch.tcl > timing.d/latch_paths.txt 2>&1
