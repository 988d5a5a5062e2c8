set lib "/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib"
set top hex4_to_7seg_mux
yosys read_liberty -lib $lib
yosys read_verilog hex4_to_7seg_mux.v
yosys hierarchy -check -top $top
yosys synth -top $top
yosys dfflibmap -liberty $lib
yosys abc -liberty $lib
yosys opt_clean
yosys check -assert
yosys stat -liberty $lib
yosys write_verilog -noattr seg_netlist.v
