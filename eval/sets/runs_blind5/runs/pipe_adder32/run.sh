#!/bin/bash
# pipe_adder32: one synthesis, two STA attempts (first at 3.5 ns, then relaxed to 5 ns)
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/pipe_adder32/pipe_adder32.v .
cat > pipe_adder32.ys <<YS
read_verilog pipe_adder32.v
synth -top pipe_adder32 -flatten
opt -full
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pipe_adder32_gl.v
YS
yosys pipe_adder32.ys -l yosys_run.log > /dev/null

for P in 3.5 5.0; do
  TAG=$(echo $P | sed 's/\.0$//; s/\./p/')ns
  cat > sta_$TAG.tcl <<TCL
read_liberty $LIB
read_verilog pipe_adder32_gl.v
link_design pipe_adder32
create_clock -name aclk -period $P [get_ports aclk]
set_input_delay 0.6 -clock aclk [delete_from_list [all_inputs] [get_ports aclk]]
set_output_delay 0.4 -clock aclk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 3 -format end -digits 3
report_tns -digits 3
report_wns -digits 3
TCL
  sta -no_splash -exit sta_$TAG.tcl > sta_$TAG.rpt 2>&1
done
