#!/bin/bash
# hyst_cmp: technology-independent synthesis only (no liberty), to see
# what the comparator turns into.
cd "$(dirname "$0")"
cp ../../designs/hyst_cmp/hyst_cmp.v .
cat > hyst.ys <<'EOF'
read_verilog hyst_cmp.v
synth -top hyst_cmp -flatten
check
log -- latch count --
select -count t:$_DLATCH*
log -- flop count --
select -count t:$_DFF*
tee -o hyst_cmp.stat stat -width
write_verilog -noattr hyst_cmp_gates.v
EOF
yosys -l hyst_cmp.log -s hyst.ys > /dev/null
