#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# evt_logger: elaboration error expected (evt_fifo4 instantiated, file defines evt_fifo); -p one-liner > out 2>&1
cp ../../designs/evt_logger/evt_logger.v ../../designs/evt_logger/evt_fifo.v .
CMD="read_verilog evt_fifo.v evt_logger.v; hierarchy -check -top evt_logger; synth -top evt_logger; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr evt_logger_net.v"
echo "yosys -p \"$CMD\" > evt_synth.out 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > evt_synth.out 2>&1
echo "yosys exit status: $?" > exit_status.txt
