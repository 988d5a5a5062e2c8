#!/bin/bash
# jabiru_abcd: round-robin arbiter, quiet yosys run, ABC with a 2500 ps delay target, STA at 2.5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf in _qor sta.out arb_sta.tcl
mkdir -p in _qor
cp ../../designs/jabiru_arbiter/jabiru_arbiter.v in/

yosys -q -p "
    read_verilog in/jabiru_arbiter.v
    synth -top jabiru_arbiter
    dfflibmap -liberty $OSU035_LIB
    abc -D 2500 -liberty $OSU035_LIB
    opt_clean
    tee -q -o _qor/cell_stat.txt stat -liberty $OSU035_LIB
    write_verilog -noattr _qor/jabiru_arbiter.mapped.v
" 2>&1 | tee _qor/yosys_console.txt

cat > arb_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog _qor/jabiru_arbiter.mapped.v
link_design jabiru_arbiter
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports req*]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit arb_sta.tcl > sta.out 2>&1
