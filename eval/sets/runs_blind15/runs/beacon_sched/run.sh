#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# beacon_sched: fails on purpose (instance u_rng connects a port galois_step does not have; the undeclared lfsr_fb only warns); yosys -s > log 2>&1; exit status kept
cp ../../designs/beacon_sched/galois_step.v ../../designs/beacon_sched/beacon_sched.v .
cat > beacon.ys <<EOT
read_verilog galois_step.v beacon_sched.v
hierarchy -check -top beacon_sched
synth -top beacon_sched
dfflibmap -liberty $LIB
abc -liberty $LIB
stat -liberty $LIB
write_verilog -noattr beacon_sched_net.v
EOT
yosys -s beacon.ys > beacon_err.log 2>&1
echo "exit code $?" > yosys_rc.txt
