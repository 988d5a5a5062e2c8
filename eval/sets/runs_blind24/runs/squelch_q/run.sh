#!/usr/bin/env bash
# squelch_q: audio squelch gate, quiet yosys run (stats captured with tee), STA with power at 20 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf work reports
mkdir -p work reports
cp ../../designs/squelch_gate/squelch_gate.v work/

cat > work/squelch.ys <<EOF
read_verilog work/squelch_gate.v
synth -top squelch_gate -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 20000 -liberty $OSU035_LIB
opt_clean
tee -q -o reports/cell_area.rpt stat -liberty $OSU035_LIB
write_verilog -noattr work/squelch_gate_syn.v
EOF

# quiet run: only warnings/errors reach the console capture
yosys -q -s work/squelch.ys > reports/yosys_console.txt 2>&1
echo "yosys exit: $?"

cat > work/squelch.sdc <<'EOF'
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 5 -clock clk [get_ports {smp_vld smp_in* thresh* hold_len* rst_n}]
set_output_delay 4 -clock clk [get_ports {smp_out* gate_open}]
set_input_transition 0.5 [all_inputs]
EOF
cat > work/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog work/squelch_gate_syn.v
link_design squelch_gate
read_sdc work/squelch.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -format summary -group_count 4
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
EOF
sta -no_splash -exit work/sta.tcl > reports/sta_squelch.rpt 2>&1
echo "sta exit: $?"
