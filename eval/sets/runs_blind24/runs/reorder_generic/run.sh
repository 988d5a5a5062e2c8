#!/usr/bin/env bash
# reorder_generic: technology-independent synthesis of the reorder buffer (internal gate library, no liberty, no STA)
set -u
cd "$(dirname "$0")"

rm -rf work
mkdir -p work
cp ../../designs/reorder_buf/reorder_buf.v work/

cat > work/generic.ys <<'EOF'
read_verilog work/reorder_buf.v
hierarchy -check -top reorder_buf
proc
opt
memory -nomap
stat
memory_map
synth -top reorder_buf
stat -width
write_verilog -noattr work/reorder_buf_generic.v
EOF

yosys -L work/yosys_run.log -s work/generic.ys > /dev/null
echo "yosys exit: $?"
