#!/bin/bash
# estuary_ram: 32x8 buffer; no RAM macro in OSU035 so the memory is flattened into flops
set -u
cd "$(dirname "$0")"
export OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs netlist reports estuary.ys
mkdir -p rtl logs netlist reports
cp ../../designs/estuary_ram/estuary_ram.v rtl/

{
  echo "read_verilog rtl/estuary_ram.v"
  echo "synth -top estuary_ram -run begin:fine"
  echo "memory_map"
  echo "synth -top estuary_ram -run fine:"
  echo "dfflibmap -liberty $OSU035_LIB"
  echo "abc -D 8000 -liberty $OSU035_LIB"
  echo "opt_clean -purge"
  echo "stat -liberty $OSU035_LIB"
  echo "write_verilog -noattr -noexpr netlist/estuary_ram_syn.v"
} > estuary.ys
yosys -l logs/estuary.log -s estuary.ys > /dev/null 2>&1

cat > reports/estuary.sdc <<'SDC'
create_clock -name clk -period 12.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst wr_en wr_data* rd_en}]
set_output_delay 1.5 -clock clk [all_outputs]
SDC
cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/estuary_ram_syn.v
link_design estuary_ram
read_sdc reports/estuary.sdc
report_checks -path_delay max -group_count 5 -format end
report_checks -path_delay max -fields {input_pins}
report_worst_slack
report_tns
TCL
sta -no_splash -exit reports/sta.tcl > reports/timing_end.rpt 2>&1
