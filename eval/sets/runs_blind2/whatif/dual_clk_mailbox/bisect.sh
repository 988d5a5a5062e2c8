#!/bin/bash
# Shortest clk_per period (0.01 ns steps) with no violation in dual_clk_mailbox;
# clk_sys stays at 10 ns. Reports kept as clk_per_<P>.rpt, summary in bisect.log.
cd "$(dirname "$0")"
lo=250   # 2.50 ns: the signed-off run fails (wns -0.51)
hi=500   # 5.00 ns
try() {
    p=$(printf "%d.%02d" $(( $1 / 100 )) $(( $1 % 100 )))
    PER_PERIOD=$p sta -no_splash -exit mailbox_sta_sweep.tcl > clk_per_$p.rpt 2>&1
    w=$(awk '/^wns/ {print $2}' clk_per_$p.rpt)
    echo "clk_per period $p ns -> wns $w" | tee -a bisect.log
    awk -v w="$w" 'BEGIN { exit !(w >= 0) }'
}
: > bisect.log
try $hi || { echo "5.00 ns does not pass either" | tee -a bisect.log; exit 1; }
while [ $(( hi - lo )) -gt 1 ]; do
    mid=$(( (lo + hi) / 2 ))
    if try $mid; then hi=$mid; else lo=$mid; fi
done
printf "shortest passing clk_per period: %d.%02d ns (fails at %d.%02d ns)\n" $((hi/100)) $((hi%100)) $((lo/100)) $((lo%100)) | tee -a bisect.log
