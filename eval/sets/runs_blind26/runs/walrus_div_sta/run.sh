#!/bin/bash
# Clock divider: OSU035 mapping, then OpenSTA with generated /2 and /4 clocks and a multicycle path from the /4 domain back to the reference clock.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src syn sta
mkdir -p src syn sta
cp ../../designs/walrus_div/walrus_div.v src/
yosys -l syn/walrus_yosys.log -p "
read_verilog src/walrus_div.v
synth -flatten -top walrus_div
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/walrus_div_net.v
" > /dev/null
cat > sta/walrus_div.sdc <<'SDC'
create_clock -name ref_clk -period 5.0 [get_ports clk_ref]
# the divided clocks are flop outputs: find the driver pin of each net
foreach n {div2 div4} {
    foreach p [get_pins -of_objects [get_nets $n]] {
        if {[get_property $p direction] == "output"} { set drv($n) $p }
    }
}
create_generated_clock -name clk_div2 -source [get_ports clk_ref] -divide_by 2 $drv(div2)
create_generated_clock -name clk_div4 -source [get_ports clk_ref] -divide_by 4 $drv(div4)
# cnt_quarter only changes every 4 reference cycles
set_multicycle_path 4 -setup -from [get_clocks clk_div4] -to [get_clocks ref_clk]
set_multicycle_path 3 -hold  -from [get_clocks clk_div4] -to [get_clocks ref_clk]
set_input_delay 1.0 -clock ref_clk [get_ports {din[*]}]
set_output_delay 1.0 -clock ref_clk [get_ports {dout[*]}]
set_output_delay 1.0 -clock clk_div2 [get_ports {cnt_half[*]}]
set_output_delay 1.0 -clock clk_div4 [get_ports {cnt_quarter[*]}]
SDC
cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/walrus_div_net.v
link_design walrus_div
read_sdc sta/walrus_div.sdc
report_clock_properties
report_checks -path_delay max -group_count 4 -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_transition -min_pulse_width -min_period -verbose
report_wns
report_tns
TCL
sta -no_init -exit sta/run_sta.tcl > sta/timing_5ns.rpt 2>&1
