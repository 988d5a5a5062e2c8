#!/bin/bash
# flamingo_sevenseg work-in-progress copy (blank input being added): make -k lint + OSU035 synth + STA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
make -s clean
mkdir -p hdl
cp ../../designs/flamingo_sevenseg/flamingo_sevenseg_wip.v hdl/
make -k -s LIB=$OSU035_LIB all > make_output.txt 2>&1
echo "make exit status: $?" >> make_output.txt
