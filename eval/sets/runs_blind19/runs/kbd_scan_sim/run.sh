#!/bin/bash
# kbd_scan: RTL simulation with Icarus, then generic (no liberty) synthesis
# with FSM extraction reported.
cd "$(dirname "$0")"
cp ../../designs/kbd_scan/kbd_scan.v ../../designs/kbd_scan/tb_kbd_scan.v .
iverilog -g2005 -Wall -o tb_kbd_scan.vvp tb_kbd_scan.v kbd_scan.v > iverilog_compile.log 2>&1
vvp -n tb_kbd_scan.vvp > sim_rtl.log 2>&1
rm -f tb_kbd_scan.vvp
yosys -l kbd_scan_synth.log -p "read_verilog kbd_scan.v; hierarchy -top kbd_scan; proc; opt_expr; opt_clean; opt -nodffe -nosdff; fsm -export; opt; memory; opt -full; techmap; opt -fast; abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX; opt_clean; tee -o kbd_scan_stat.txt stat; write_verilog -noattr kbd_scan_generic.v" > /dev/null
mv kbd_scan-*.kiss2 kbd_scan_fsm.kiss2
