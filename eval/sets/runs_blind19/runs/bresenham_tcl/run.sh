#!/bin/bash
# bresenham_line: Tcl-driven yosys flow (yosys -c), generic gates only,
# longest-path and cell-selection checks for the area/depth review.
cd "$(dirname "$0")"
cp ../../designs/bresenham_line/bresenham_line.v .
cat > bres_flow.tcl <<'EOF'
yosys -import
set top bresenham_line
read_verilog ${top}.v
hierarchy -check -top $top
log "### coarse synthesis"
synth -top $top -run begin:fine
opt -full
log "### fine synthesis, generic gate library"
synth -top $top -run fine:check
abc -g AND,NAND,OR,NOR,XOR,XNOR,ANDNOT,ORNOT,MUX
opt_clean -purge
log "### how many flops / muxes"
select -count t:*DFF*
select -count t:\$_MUX_
log "### longest path, flops excluded"
ltp -noff
tee -o ${top}_stat.txt stat
write_verilog -noattr ${top}_generic.v
EOF
yosys -c bres_flow.tcl -l bresenham_yosys.log > /dev/null
