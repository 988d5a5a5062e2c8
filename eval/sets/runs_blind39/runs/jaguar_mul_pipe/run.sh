#!/bin/bash
# jaguar_mul_pipe: 8x8 multiplier synthesised twice to OSU035 - the default single-stage
# build and the -DJAG_PIPE build with an extra partial-product register stage - and both
# timed with the same 4.5 ns constraints. The pipelined netlist is also written as EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl base pipe
mkdir -p rtl base pipe
cp ../../designs/jaguar_mult/jaguar_mult.v rtl/

for v in base pipe; do
  DEF=""; [ $v = pipe ] && DEF="-DJAG_PIPE"
  yosys -l $v/yosys_$v.log -p "
read_verilog $DEF rtl/jaguar_mult.v
synth -top jaguar_mult
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr $v/jaguar_mult_$v.v
$( [ $v = pipe ] && echo "write_edif $v/jaguar_mult_$v.edif" )
" > /dev/null

  cat > $v/sta.tcl <<TCL
read_liberty \$env(OSU035_LIB)
read_verilog $v/jaguar_mult_$v.v
link_design jaguar_mult
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
  sta -no_init -exit $v/sta.tcl > $v/sta_$v.rpt 2>&1
done
