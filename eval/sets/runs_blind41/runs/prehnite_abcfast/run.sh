#!/bin/bash
# prehnite_abcfast: same 8x8 multiplier, mapped with a delay-driven ABC script (map -D 3000 + buffer/upsize/dnsize),
# STA with the same 5 ns constraints as prehnite_abcarea
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cp ../../designs/prehnite_mul/prehnite_mul.v .
ABC_SCRIPT="+strash;dch;map,-D,3000;buffer;upsize,-D,3000;dnsize,-D,3000"
yosys -l yosys.log -p "
  read_verilog prehnite_mul.v
  synth -top prehnite_mul -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -script $ABC_SCRIPT -liberty $OSU035_LIB
  splitnets
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr prehnite_mul_mapped.v
" > /dev/null
cat > constraints.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
SDC
cat > sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog prehnite_mul_mapped.v
link_design prehnite_mul
read_sdc constraints.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -exit sta.tcl > timing.rpt 2>&1
grep -E "slack|^wns" timing.rpt
