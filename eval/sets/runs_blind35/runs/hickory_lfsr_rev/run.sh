#!/bin/bash
# hickory_lfsr_rev: generic synthesis of the released scrambler (hickory_lfsr, rev1) and of the
# work-in-progress rev2 with the seed-load port (hickory_lfsr_v2), one yosys log per revision.
cd "$(dirname "$0")"
rm -rf rtl rev1 rev2 exit_codes.txt
mkdir -p rtl rev1 rev2
cp ../../designs/hickory_lfsr/hickory_lfsr.v ../../designs/hickory_lfsr/hickory_lfsr_v2.v rtl/

yosys -l rev1/yosys_rev1.log -p "read_verilog rtl/hickory_lfsr.v; synth -top hickory_lfsr; opt_clean; stat; \
  write_blif rev1/hickory_lfsr.blif; write_verilog -noattr rev1/hickory_lfsr_synth.v" > /dev/null 2>&1
echo "rev1 yosys exit: $?" > exit_codes.txt

yosys -l rev2/yosys_rev2.log -p "read_verilog rtl/hickory_lfsr_v2.v; synth -top hickory_lfsr_v2; opt_clean; stat; \
  write_blif rev2/hickory_lfsr_v2.blif" > /dev/null 2>&1
echo "rev2 yosys exit: $?" >> exit_codes.txt
