#!/bin/bash
# ironwood_latch: latch-based register bank mapped to OSU035 (latches via a techmap to the LATCH cell), then STA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped log_files+reports
mkdir -p rtl mapped log_files+reports
cp ../../designs/ironwood_latch/ironwood_latch.v rtl/

# yosys 0.23 dfflibmap only handles flip-flops, so latches are mapped by hand
cat > mapped/latch_map.v <<'V'
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_n;
    INVX1 inv_en (.A(E), .Y(en_n));
    LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
V

yosys -l log_files+reports/yosys_latch.log -p "
read_verilog rtl/ironwood_latch.v
read_liberty -lib $OSU035_LIB
synth -top ironwood_latch
techmap -map mapped/latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/ironwood_latch_osu.v
" > /dev/null

sta -no_init -exit /dev/stdin > log_files+reports/latch_sta.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog mapped/ironwood_latch_osu.v
link_design ironwood_latch
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {we waddr* wdata* raddr*}]
set_output_delay 1.5 -clock clk [get_ports rdata*]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
