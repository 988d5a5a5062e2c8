#!/bin/bash
# LCD init sequencer: explicit step-by-step flow with one-hot FSM recoding
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/lcd_init_seq/lcd_init_seq.v rtl/
CMD="read_verilog rtl/lcd_init_seq.v; hierarchy -check -top lcd_init_seq; proc; opt; fsm -encoding one-hot; opt; wreduce; memory; opt; techmap; opt; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; tee -o lcd_area.txt stat -liberty $LIB; write_verilog -noattr lcd_init_seq_mapped.v"
echo "$CMD" > yosys_commands.txt
yosys -l lcd_yosys.log -p "$CMD" > /dev/null
sta -no_splash -exit lcd_sta.tcl > lcd_sta.rpt 2>&1
