#!/bin/bash
# xenotime_2clk: Gray-code CDC block with two unrelated clocks (clk_a 10 ns, clk_b 6.5 ns),
# mapped to OSU035 (flat). STA twice: first with plain clocks, then with the clocks declared
# asynchronous (set_clock_groups) as the CDC review asked.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
RPT="rpt.clk_a+clk_b"
rm -rf rtl "$RPT" xenotime_cdcsync_syn.v yosys_xenotime.log
mkdir -p rtl "$RPT"
cp ../../designs/xenotime_cdcsync/xenotime_cdcsync.v rtl/

yosys -l yosys_xenotime.log -p "
read_verilog rtl/xenotime_cdcsync.v
synth -top xenotime_cdcsync -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr xenotime_cdcsync_syn.v
" > /dev/null

cat > "$RPT/clocks_base.sdc" <<'SDC'
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a event_a flush_a}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_b [get_ports {count_b* new_data_b flush_b}]
SDC
{ cat "$RPT/clocks_base.sdc"; echo "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}"; } > "$RPT/clocks_async.sdc"

for mode in base async; do
sta -no_splash -exit /dev/stdin > "$RPT/sta_$mode.rpt" 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog xenotime_cdcsync_syn.v
link_design xenotime_cdcsync
read_sdc $RPT/clocks_$mode.sdc
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
STA
done
