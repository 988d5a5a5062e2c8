set_clock_groups -asynchronous -group [get_clocks clka] -group [get_clocks clkb]
