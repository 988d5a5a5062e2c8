#!/bin/bash
# civet_spi: OSU035 mapping + OpenSTA against constraints/civet_spi.sdc (sysclk 3 ns)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p work.syn sta.out-v1
cp ../../designs/civet_spi/civet_spi.v work.syn/

yosys -l work.syn/yosys_civet.log -p "
  read_verilog work.syn/civet_spi.v
  hierarchy -check -top civet_spi
  synth -top civet_spi
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr -noexpr work.syn/civet_spi.gl.v
" > /dev/null

sta -no_init -no_splash -exit /dev/stdin > sta.out-v1/civet_spi.timing.txt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog work.syn/civet_spi.gl.v
link_design civet_spi
read_sdc constraints/civet_spi.sdc
report_checks -path_delay max -group_count 3 -fields {fanout cap slew} -digits 3
report_wns
report_tns
TCL
