#!/bin/bash
# i2c_master_wrap synthesis (fails: i2c_bit_ctrl not provided)
cd "$(dirname "$0")"
yosys -s syn_i2c.ys 2>&1 | tee syn_i2c.log > /dev/null
exit "${PIPESTATUS[0]}"
