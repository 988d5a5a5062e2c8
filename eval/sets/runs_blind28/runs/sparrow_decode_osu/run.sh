#!/bin/bash
# sparrow_decode mapped to OSU035; inferred latches are mapped to the LATCH cell with a small techmap
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf synth
mkdir -p synth
cp ../../designs/sparrow_decode/sparrow_decode.v synth/

cat > synth/latch_map.v <<'V'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 inv_en (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
V

yosys -l synth/sparrow.log -p "
read_verilog synth/sparrow_decode.v
synth -top sparrow_decode
techmap -map synth/latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr synth/sparrow_mapped.v
" > /dev/null
