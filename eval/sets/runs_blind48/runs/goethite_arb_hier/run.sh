#!/bin/bash
# goethite_arb_hier: round-robin arbiter mapped to OSU035 with the hierarchy kept (per-module stats),
# hierarchical netlist read back into OpenSTA at 100 MHz; netlist also dumped as JSON.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src results
mkdir -p src results
cp ../../designs/goethite_arbiter/goethite_arbiter.v \
   ../../designs/goethite_arbiter/goethite_rr_pick.v \
   ../../designs/goethite_arbiter/goethite_grant_reg.v src/

# the yosys script is generated so that it carries the liberty path
cat > results/synth_hier.ys <<YS
# hierarchical synthesis: hierarchy kept, each sub-module mapped on its own
read_verilog src/goethite_rr_pick.v src/goethite_grant_reg.v src/goethite_arbiter.v
hierarchy -check -top goethite_arbiter
synth -top goethite_arbiter
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/goethite_arbiter_hier.v
write_json results/goethite_arbiter_hier.json
YS

yosys -l results/synth_hier.log -s results/synth_hier.ys > /dev/null
sta -no_splash -exit sta_hier.tcl > results/sta_hier.rpt 2>&1
