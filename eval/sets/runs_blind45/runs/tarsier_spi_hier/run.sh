#!/bin/bash
# tarsier_spi: hierarchical OSU035 mapping (sub-module tarsier_sclk kept), STA at 8 ns + power estimate
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "out+hier"
mkdir -p rtl "out+hier"
cp ../../designs/tarsier_spi/tarsier_spi.v ../../designs/tarsier_spi/tarsier_sclk.v rtl/

yosys -l out+hier/yosys_hier.log -p "
  read_verilog rtl/tarsier_sclk.v rtl/tarsier_spi.v
  hierarchy -check -top tarsier_spi
  synth -top tarsier_spi
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out+hier/tarsier_spi_hier.v
" > /dev/null

cat > out+hier/spi.sdc <<'SDC'
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > out+hier/sta_hier.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out+hier/tarsier_spi_hier.v
link_design tarsier_spi
read_sdc out+hier/spi.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit out+hier/sta_hier.tcl > out+hier/sta_hier.rpt 2>&1
