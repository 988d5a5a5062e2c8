#!/bin/bash
# dormouse_hold (deliberate address latch) mapped to OSU035 incl. LATCH cells, EDIF + Verilog netlists, STA at 6 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf work
mkdir -p work/netlists work/timing
cp ../../designs/dormouse_hold/dormouse_hold.v work/

# dfflibmap does not handle latches: map \$_DLATCH_P_ onto the OSU035 LATCH cell with a techmap file
cat > work/latch_map.v <<'MAP'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
MAP

yosys -l work/dormouse.log -p "
read_verilog work/dormouse_hold.v
synth -top dormouse_hold
dfflibmap -liberty $OSU035_LIB
techmap -map work/latch_map.v
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr work/netlists/dormouse_hold.v
write_edif work/netlists/dormouse_hold.edif
" > /dev/null

cat > work/timing/dormouse.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog work/netlists/dormouse_hold.v
link_design dormouse_hold
create_clock -name clk -period 6.0 [get_ports clk]
create_clock -name ale_clk -period 12.0 [get_ports ale]
set_input_delay 1.0 -clock clk [get_ports {rd}]
set_input_delay 1.0 -clock ale_clk [get_ports {ad_bus[*]}]
set_output_delay 1.0 -clock clk [get_ports {sel[*]}]
report_checks -path_delay max
report_checks -path_delay min
report_check_types -max_delay -min_delay
report_wns
TCL
sta -no_init -no_splash -exit work/timing/dormouse.tcl > work/timing/dormouse_sta.log 2>&1
