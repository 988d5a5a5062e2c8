yosys -import
read_verilog src/dither_bayer.v
synth -top dither_bayer -flatten
abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
opt_clean -purge
tee -o reports/dither_stat.txt stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
write_verilog -noattr out/dither_bayer_syn.v
