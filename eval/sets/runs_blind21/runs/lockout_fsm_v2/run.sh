#!/bin/bash
# top: lockout_fsm
# design: lockout_fsm
# flow: fixed RTL (lockout_fsm.v), yosys -s, latch mapped to OSU035 LATCH via a techmap file, insbuf for aliased outputs; STA 10 ns
# yosys_log: logs/yosys_v2.log
# sta_report: reports/sta_v2.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/lockout_fsm/lockout_fsm.v src/
cat > latch_map.v <<VL
module \\\$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \\\$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 inv_en (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
VL
cat > v2.ys <<YS
read_verilog src/lockout_fsm.v
hierarchy -check -top lockout_fsm
synth -top lockout_fsm -flatten
techmap -map latch_map.v
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
insbuf -buf BUFX2 A Y
stat -liberty $LIB
check
write_verilog -noattr out/lockout_fsm.v
YS
yosys -l logs/yosys_v2.log -s v2.ys > /dev/null
cat > v2.sdc <<SDC
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {rst key_valid key*}]
set_output_delay 2 -clock clk [all_outputs]
SDC
cat > sta_v2.tcl <<TCL
read_liberty $LIB
read_verilog out/lockout_fsm.v
link_design lockout_fsm
read_sdc v2.sdc
check_setup -verbose
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit sta_v2.tcl > reports/sta_v2.rpt 2>&1
