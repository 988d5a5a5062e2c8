#!/bin/bash
# sedge_pwm: map once to OSU035, then sweep the clock period with OpenSTA (driven by the Makefile).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
make clean > /dev/null
cp ../../designs/sedge_pwm/sedge_pwm.v rtl_sedge_pwm.v
make -f Makefile all > make.out 2>&1
