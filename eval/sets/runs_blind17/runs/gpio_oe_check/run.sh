#!/bin/bash
# gpio merge block: generic synth with a hard structural check gate
cd "$(dirname "$0")"
mkdir -p rtl && cp ../../designs/gpio_oe_merge/gpio_oe_merge.v rtl/
cat > lint_synth.ys <<'YS'
read_verilog rtl/gpio_oe_merge.v
synth -top gpio_oe_merge
check -assert
stat
write_verilog -noattr gpio_oe_merge_generic.v
YS
yosys -l gpio_check.log -s lint_synth.ys > /dev/null 2>&1
echo "exit=$? (check -assert gate)" > exit_status
