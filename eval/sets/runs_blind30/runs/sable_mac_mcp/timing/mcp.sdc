set_multicycle_path 2 -setup -from [get_ports {x[*] w[*]}]
set_multicycle_path 1 -hold -from [get_ports {x[*] w[*]}]
