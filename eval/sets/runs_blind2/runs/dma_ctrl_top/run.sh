#!/bin/sh
cd "$(dirname "$0")"
yosys -l dma_synth.log -s dma_synth.ys >/dev/null
sta dma_sta.tcl > dma_sta.rpt
