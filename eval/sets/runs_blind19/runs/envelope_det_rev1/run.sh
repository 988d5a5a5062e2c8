#!/bin/bash
# envelope_det, first checked-in revision: straight to mapped synthesis.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/envelope_det/envelope_det_rev1.v envelope_det.v
yosys -l envdet_synth.log -p "read_verilog envelope_det.v; synth -top envelope_det -flatten; dfflibmap -liberty $LIB; abc -liberty $LIB; stat -liberty $LIB; write_verilog -noattr envelope_det_mapped.v" > /dev/null 2>&1
echo "exit=$?" >> envdet_synth.log
