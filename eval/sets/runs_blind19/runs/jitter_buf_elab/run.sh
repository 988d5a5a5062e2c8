#!/bin/bash
# jitter_buf: first integration of the buffer with its storage module.
cd "$(dirname "$0")"
cp ../../designs/jitter_buf/jb_mem.v ../../designs/jitter_buf/jitter_buf.v .
cat > jb.ys <<'EOF'
read_verilog jb_mem.v
read_verilog jitter_buf.v
hierarchy -check -top jitter_buf
synth -top jitter_buf
stat
EOF
yosys -s jb.ys > jb_yosys.log 2>&1
echo "[run.sh] yosys returned $?" >> jb_yosys.log
