#!/usr/bin/env bash
# zbt_map: ZBT SRAM controller, flattened and mapped to OSU035; setup + hold STA at 12.5 ns (80 MHz)
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/zbt_ctrl/zbt_ctrl.v rtl/

cat > syn/zbt.ys <<EOF
read_verilog rtl/zbt_ctrl.v
hierarchy -check -top zbt_ctrl
synth -flatten -top zbt_ctrl
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/zbt_ctrl.mapped.v
EOF
yosys -l syn/synth.log -s syn/zbt.ys > /dev/null
echo "yosys exit: $?"

cat > sta/zbt.sdc <<'EOF'
create_clock -name clk -period 12.5 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks clk]
set_input_delay 2.5 -clock clk [get_ports {req we addr* wdata* rst_n}]
set_input_delay 4.0 -clock clk [get_ports sram_dq_i*]
set_output_delay 3.0 -clock clk [get_ports {sram_a* sram_we_n sram_adv sram_dq_o* sram_dq_oe}]
set_output_delay 2.0 -clock clk [get_ports {rdata* rvalid busy}]
set_load 0.1 [get_ports sram_*]
EOF

cat > sta/run_sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog syn/zbt_ctrl.mapped.v
link_design zbt_ctrl
read_sdc sta/zbt.sdc
puts "=== setup ==="
report_checks -path_delay max -digits 3
puts "=== hold ==="
report_checks -path_delay min -digits 3
report_check_types -max_delay -min_delay -format slack_only
report_wns
report_tns
report_clock_properties
EOF
sta -no_splash -exit sta/run_sta.tcl > sta/zbt_sta.log 2>&1
echo "sta exit: $?"
