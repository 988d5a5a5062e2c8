read_liberty $::env(LIB)
read_verilog quant_mapped.v
link_design quantizer
read_sdc quant.sdc
puts "##### worst din -> dout path"
report_checks -from [get_ports din*] -to [get_ports dout*] -digits 3
puts "##### paths from shift"
report_checks -from [get_ports shift*] -group_count 3 -format summary
puts "##### through round_en"
report_checks -through [get_ports round_en] -format end
puts "##### clipped output"
report_checks -to [get_ports clipped] -fields {capacitance slew} -digits 3
report_wns
report_tns
