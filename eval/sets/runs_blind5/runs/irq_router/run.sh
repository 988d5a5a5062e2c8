#!/bin/bash
# irq_router synthesis run
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/irq_router/irq_router.v .
cat > irq_router.ys <<EOF2
read_verilog irq_router.v
hierarchy -check -top irq_router
proc; opt; fsm; opt; memory; opt
techmap; opt
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr irq_router_syn.v
EOF2
rm -f irq_router_syn.v
yosys -l run1.log -s irq_router.ys > /dev/null 2>&1
echo "yosys exit code: $?"
