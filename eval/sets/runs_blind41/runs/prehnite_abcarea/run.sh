#!/bin/bash
# prehnite_abcarea: 8x8 registered multiplier mapped to OSU035 with the default ABC script, STA at 5 ns (200 MHz)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cp ../../designs/prehnite_mul/prehnite_mul.v .
yosys -l yosys.log -p "
  read_verilog prehnite_mul.v
  synth -top prehnite_mul -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
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
report_power
TCL
sta -exit sta.tcl > timing.rpt 2>&1
grep -E "slack|^wns" timing.rpt
