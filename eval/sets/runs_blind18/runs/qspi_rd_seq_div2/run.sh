#!/bin/bash
# qspi_rd_seq: mapped synthesis, log captured with tee; STA with the
# divided serial clock declared as a generated clock.
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB="$LIB"
mkdir -p src && cp ../../designs/qspi_rd_seq/*.v src/
yosys -p "read_verilog src/qspi_rd_seq.v; synth -top qspi_rd_seq; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; insbuf -buf BUFX2 A Y; stat -liberty $LIB; write_verilog -noattr qspi_gl.v" 2>&1 | tee synth.log > /dev/null
sta -no_splash -exit sta.tcl > sta_report.txt 2>&1
