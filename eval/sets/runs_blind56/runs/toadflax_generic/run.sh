#!/bin/bash
# toadflax_crc: generic yosys synthesis driven by flow/toadflax.ys; BLIF + JSON netlists.
cd "$(dirname "$0")"
rm -rf rtl flow/out flow/log
mkdir -p rtl flow/out flow/log
cp ../../designs/toadflax_crc/toadflax_crc.v rtl/
yosys -s flow/toadflax.ys -l flow/log/toadflax_synth.log > /dev/null
