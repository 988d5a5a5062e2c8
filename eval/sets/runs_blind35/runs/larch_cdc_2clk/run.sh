#!/bin/bash
# larch_cdc_2clk: two-clock handshake (clk_a 10 ns, clk_b 6.5 ns) mapped to OSU035 with hierarchy kept
# for the synchronisers. STA twice: (1) clocks left related (default), (2) clk_a/clk_b declared asynchronous.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
OUT="out@cdc"
rm -rf rtl "$OUT"
mkdir -p rtl "$OUT"
cp ../../designs/larch_cdc/larch_cdc.v rtl/

yosys -l "$OUT/larch_yosys.log" -p "
read_verilog rtl/larch_cdc.v
synth -top larch_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr $OUT/larch_cdc_mapped.v
write_json $OUT/larch_cdc_mapped.json
" > /dev/null

cat > "$OUT/clocks.sdc" <<'SDC'
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 2.0 -clock clk_a [get_ports {rst_a send data_a[*]}]
set_input_delay 2.0 -clock clk_b [get_ports rst_b]
set_output_delay 2.0 -clock clk_a [get_ports ready_a]
set_output_delay 2.0 -clock clk_b [get_ports {data_b[*] valid_b}]
SDC

for mode in related async; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog $OUT/larch_cdc_mapped.v"
    echo "link_design larch_cdc"
    echo "read_sdc $OUT/clocks.sdc"
    [ "$mode" = async ] && echo "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}"
    echo "report_checks -path_delay max -digits 3"
    echo "report_checks -path_delay min -digits 3"
    echo "report_wns"
    echo "report_tns"
  } > "$OUT/sta_$mode.tcl"
  sta -no_init -exit "$OUT/sta_$mode.tcl" > "$OUT/sta_$mode.rpt" 2>&1
done
