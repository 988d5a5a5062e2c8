#!/bin/bash
# serial DAC writer: first synthesis attempt after an edit
cd "$(dirname "$0")"
mkdir -p rtl && cp ../../designs/dac_spi_wr/dac_spi_wr.v rtl/
yosys -p "read_verilog rtl/dac_spi_wr.v; synth -top dac_spi_wr; stat -width" 2>&1 | tee dac_yosys.log > /dev/null
echo "yosys pipeline status: ${PIPESTATUS[0]}" > status.log
