#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# irq_latch_mux: latches techmapped to LATCH, log via tee, not timed
cp ../../designs/irq_latch_mux/irq_latch_mux.v .
cat > latch_map.v <<'EOF'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 _TECHMAP_REPLACE_inv (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
EOF
cat > irq_synth.ys <<EOF
read_verilog irq_latch_mux.v
hierarchy -check -top irq_latch_mux
synth -top irq_latch_mux
techmap -map latch_map.v
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr irq_latch_mux_net.v
read_liberty -lib $LIB
check
EOF
yosys -s irq_synth.ys 2>&1 | tee irq_synth.log > /dev/null
