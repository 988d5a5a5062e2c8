#!/bin/bash
# lapwing_simfail: nightly regression of the saturating counter against its reference model.
cd "$(dirname "$0")"
rm -rf tb_out rtl
mkdir -p tb_out rtl
cp ../../designs/lapwing_satcnt/lapwing_satcnt.v ../../designs/lapwing_satcnt/lapwing_satcnt_tb.v rtl/
iverilog -g2005 -o tb_out/lapwing.vvp rtl/lapwing_satcnt_tb.v rtl/lapwing_satcnt.v 2> tb_out/compile.err
vvp -n tb_out/lapwing.vvp > tb_out/vvp.out
status=$?
rm -f tb_out/lapwing.vvp
if grep -q "TEST FAILED" tb_out/vvp.out; then
    echo "regression FAILED (vvp exit $status), see tb_out/vvp.out"
    exit 1
fi
