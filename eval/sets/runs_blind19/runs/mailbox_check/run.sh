#!/bin/bash
# mailbox_regs: generic synthesis gated by 'check -assert' (CI lint gate).
cd "$(dirname "$0")"
cp ../../designs/mailbox_regs/mailbox_regs.v .
cat > mailbox.ys <<'EOF'
read_verilog mailbox_regs.v
hierarchy -check -top mailbox_regs
proc
opt_expr
opt_clean
log ===== driver check before synth =====
check
synth -top mailbox_regs
tee -o mailbox_stat.txt stat
log ===== CI gate =====
check -assert
write_verilog -noattr mailbox_regs_syn.v
EOF
yosys -l mailbox_yosys.log -s mailbox.ys > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
