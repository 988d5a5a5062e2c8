#!/bin/bash
# yellowhammer_wip: traffic controller with a work-in-progress local edit (flashing night mode
# added on top of the released RTL), generic synth with the short simulation timers (-D YH_SHORT).
cd "$(dirname "$0")"
rm -rf rtl build
mkdir -p rtl build
cp ../../designs/yellowhammer_traffic/yellowhammer_traffic.v rtl/

# local edit under test: night-mode input that forces flashing yellow on the main road
sed -i \
  -e 's/^    input  wire       ped_req,$/    input  wire       ped_req,\n    input  wire       night_mode,/' \
  -e 's/^        ped_walk   = 1.b0;$/        ped_walk   = 1'"'"'b0;\n        if (night_mode) begin\n            main_light = {2'"'"'b00, 1'"'"'b0} | {1'"'"'b0, state[0], 1'"'"'b0}\n            side_light = 3'"'"'b100;\n        end else/' \
  rtl/yellowhammer_traffic.v

yosys -l build/yh_synth.log -p "
read_verilog -DYH_SHORT rtl/yellowhammer_traffic.v
synth -top yellowhammer_traffic
stat
write_verilog -noattr build/yellowhammer_traffic_syn.v
" > /dev/null
