#!/bin/bash
# Find the shortest clock period (0.01 ns resolution) at which mac_accum has no
# setup violation, by rerunning runs/mac_accum/mac_timing.tcl with MAC_PERIOD.
# Each try is kept as period_<P>.rpt; the sequence is summarised in bisect.log.
cd "$(dirname "$0")"
RUN=../../runs/mac_accum
lo=500   # 5.00 ns: known to fail (wns -2.045)
hi=800   # 8.00 ns: assumed to pass, checked below
try() {
    p=$(printf "%d.%02d" $(( $1 / 100 )) $(( $1 % 100 )))
    (cd "$RUN" && MAC_PERIOD=$p sta -no_splash mac_timing.tcl) > period_$p.rpt 2>&1
    w=$(awk '/^wns/ {print $2}' period_$p.rpt)
    echo "period $p ns -> wns $w" | tee -a bisect.log
    awk -v w="$w" 'BEGIN { exit !(w >= 0) }'
}
: > bisect.log
try $hi || { echo "8.00 ns does not pass either" | tee -a bisect.log; exit 1; }
while [ $(( hi - lo )) -gt 1 ]; do
    mid=$(( (lo + hi) / 2 ))
    if try $mid; then hi=$mid; else lo=$mid; fi
done
printf "shortest passing period: %d.%02d ns (fails at %d.%02d ns)\n" $((hi/100)) $((hi%100)) $((lo/100)) $((lo%100)) | tee -a bisect.log
