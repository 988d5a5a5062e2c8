yosys read_verilog work/gharial_uart.v
yosys chparam -set OSR_DIV 13 gharial_uart
yosys synth -top gharial_uart
yosys dfflibmap -liberty $::env(OSU035_LIB)
yosys abc -liberty $::env(OSU035_LIB)
yosys opt_clean
yosys stat -liberty $::env(OSU035_LIB)
yosys write_verilog -noattr results/gharial_uart_gl.v
yosys write_edif results/gharial_uart.edf
