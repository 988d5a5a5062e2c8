#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# system wrapper around the priority encoder; the pipeline register module was never added
rm -rf *.v *.log
cp ../../designs/genet_prio/genet_prio.v ../../designs/genet_prio/genet_sys.v .
yosys -l genet_sys.log -p "read_verilog genet_prio.v genet_sys.v; hierarchy -check -top genet_sys; synth -top genet_sys; stat" > /dev/null 2>&1
