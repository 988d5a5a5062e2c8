#!/bin/bash
# bayou_lreg: latch-based register file mapped to OSU035 (LATCH cells via a techmap rule), then STA
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl log out
cp ../../designs/bayou_lreg/bayou_lreg.v rtl/

yosys -l log/bayou_lreg.yosys.log -p "
  read_verilog rtl/bayou_lreg.v
  synth -top bayou_lreg -flatten
  techmap -map techmap/osu035_latch_map.v
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/bayou_lreg.mapped.v
  write_blif out/bayou_lreg.mapped.blif
" > /dev/null

cat > out/bayou_lreg.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {we wa* wd* ra0* ra1*}]
set_output_delay 2.0 -clock clk [get_ports {rd0* rd1*}]
SDC
sta -no_init -no_splash -exit /dev/stdin > log/bayou_lreg.sta.log 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/bayou_lreg.mapped.v
link_design bayou_lreg
read_sdc out/bayou_lreg.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
