// daisy_bus: shared 8-bit status bus written by two peripherals; both drive the same net
module daisy_bus (
    input  wire       clk,
    input  wire       rst,
    input  wire       sel_uart,
    input  wire       sel_gpio,
    input  wire [7:0] uart_stat,
    input  wire [7:0] gpio_stat,
    output wire [7:0] bus,
    output reg  [7:0] bus_q
);
    // two continuous assignments to one wire: no arbitration, no tristate
    // (the intent was a wired-OR; the second assign was pasted in from another block)
    assign bus = sel_uart ? uart_stat : 8'h00;
    assign bus = sel_gpio ? gpio_stat : 8'h00;

    always @(posedge clk)
        if (rst) bus_q <= 8'h00;
        else     bus_q <= bus;
endmodule
