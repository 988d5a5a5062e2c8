#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pwr_mode_dec: inferred latches techmapped to LATCH; script as positional argument, shell redirect; not timed
cp ../../designs/pwr_mode_dec/pwr_mode_dec.v .
cat > latch_map.v <<'EOT'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 _TECHMAP_REPLACE_inv (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
EOT
cat > pwr_synth.ys <<EOT
read_verilog pwr_mode_dec.v
hierarchy -check -top pwr_mode_dec
synth -top pwr_mode_dec
techmap -map latch_map.v
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pwr_mode_dec_net.v
read_liberty -lib $LIB
check
EOT
yosys pwr_synth.ys > pwr_yosys.out 2>&1
