source scripts/common.tcl
set_power_activity -input -activity 0.1
report_power
report_power -instances [get_cells -filter "ref_name == DFFSR"] -digits 4
