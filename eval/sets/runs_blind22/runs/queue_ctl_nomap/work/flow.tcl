yosys -import
yosys read_verilog src/queue_ctl.v
yosys hierarchy -check -top queue_ctl
yosys proc
yosys opt -full
yosys memory -nomap
yosys opt_clean
yosys tee -o work/pre_map_stat.txt stat
yosys share
yosys fsm
yosys techmap
yosys opt -fast
yosys tee -o work/post_map_stat.txt stat
yosys select -count t:\$mem*
yosys write_json work/queue_ctl.json
yosys log "flow finished for queue_ctl"
