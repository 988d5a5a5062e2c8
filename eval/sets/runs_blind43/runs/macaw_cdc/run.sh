#!/bin/bash
# macaw_cdc: toggle pulse synchroniser between two clocks; OSU035 mapping and OpenSTA
# first with both clocks timed against each other, then with them declared asynchronous.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn timing
mkdir -p rtl syn timing
cp ../../designs/macaw_pulsesync/macaw_pulsesync.v rtl/
yosys -l syn/macaw.log -p "
  read_verilog rtl/macaw_pulsesync.v
  synth -top macaw_pulsesync
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/macaw_pulsesync_osu.v
" > /dev/null
cat > timing/common.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/macaw_pulsesync_osu.v
link_design macaw_pulsesync
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6.6 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports pulse_a]
TCL
cat > timing/raw.tcl <<'TCL'
source timing/common.tcl
report_checks -path_delay max -group_count 1 -format full
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -path_delay max
report_wns
report_tns
TCL
cat > timing/async.tcl <<'TCL'
source timing/common.tcl
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 1
report_checks -path_delay min -group_count 1
report_wns
report_tns
TCL
sta -exit timing/raw.tcl > timing/cdc_raw.rpt 2>&1
sta -exit timing/async.tcl > timing/cdc_async.rpt 2>&1
