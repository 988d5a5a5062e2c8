#!/bin/bash
# Latch-based register file: generic synth leaves $_DLATCH_P_ cells, a techmap turns them into the OSU035 LATCH cell.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl synth_out
mkdir -p rtl synth_out
cp ../../designs/hyssop_latchreg/hyssop_latchreg.v rtl/
cat > synth_out/osu_latch_map.v <<'MAP'
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
MAP
yosys -l synth_out/hyssop.log -p "
read_verilog rtl/hyssop_latchreg.v
synth -top hyssop_latchreg -flatten
techmap -map synth_out/osu_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr synth_out/hyssop_latchreg_mapped.v
"
