#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dmx512_tx: generic synth only (stat without liberty, ltp on the flattened generic netlist);
# yosys -q -l -p; only the log is kept (RTL copy and netlist removed); not timed
cp ../../designs/dmx512_tx/dmx512_tx.v .
yosys -q -l dmx_build.log -p "read_verilog dmx512_tx.v; hierarchy -check -top dmx512_tx; synth -top dmx512_tx; stat; ltp -noff; write_verilog -noattr dmx512_tx_gen.v" > /dev/null 2>&1
rm -f dmx512_tx.v dmx512_tx_gen.v
