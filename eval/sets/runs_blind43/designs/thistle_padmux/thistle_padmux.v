// thistle_padmux: 4-pad function multiplexer. Each pad selects GPIO, UART, PWM or test
// signal through a 2-bit field of cfg. Contains the helper mux thistle_mux4.
// Ports: cfg[7:0], gpio_o[3:0], uart_tx, pwm[3:0], test_o, pad_o[3:0], spare_i.
module thistle_mux4 (
    input  wire [3:0] d,
    input  wire [1:0] sel,
    output wire       y
);
    assign y = d[sel];
endmodule

module thistle_padmux (
    input  wire [7:0] cfg,
    input  wire [3:0] gpio_o,
    input  wire       uart_tx,
    input  wire [3:0] pwm,
    input  wire       test_o,
    input  wire       spare_i,
    output wire [3:0] pad_o,
    output wire       pad_dbg
);
    wire [2:0] sel3 = {1'b0, cfg[7:6]};

    thistle_mux4 u0 (.d({test_o, pwm[0], uart_tx, gpio_o[0]}), .sel(cfg[1:0]), .y(pad_o[0]));
    thistle_mux4 u1 (.d({test_o, pwm[1], uart_tx, gpio_o[1]}), .sel(cfg[3:2]), .y(pad_o[1]));
    thistle_mux4 u2 (.d({test_o, pwm[2], uart_tx, gpio_o[2]}), .sel(cfg[5:4]), .y(pad_o[2]));
    // width mismatch left over from an older 8-function version
    thistle_mux4 u3 (.d({test_o, pwm[3], uart_tx, gpio_o[3]}), .sel(sel3), .y(pad_o[3]));

    // debug pad: implicit net (typo: pad_dbg_w never declared)
    assign pad_dbg_w = ^cfg;
    assign pad_dbg   = pad_dbg_w;
endmodule
