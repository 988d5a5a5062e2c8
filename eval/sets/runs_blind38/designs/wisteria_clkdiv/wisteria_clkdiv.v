// wisteria_clkdiv: divide-by-2 clock generator plus a slow-domain LED blinker.
// clk_half is a register toggling every clk edge; the blinker counter and the
// 8-bit pattern shifter run on clk_half (a derived clock, declared as a generated
// clock in the STA constraints). Ports: clk, rst, pattern_in/pattern_wr (fast domain),
// led (slow domain), clk_half brought out for the board.
module wisteria_clkdiv (
    input  wire       clk,
    input  wire       rst,
    input  wire       pattern_wr,
    input  wire [7:0] pattern_in,
    output reg        clk_half,
    output wire       led
);
    // fast domain: divider and pattern register
    reg [7:0] pattern_reg;
    always @(posedge clk) begin
        if (rst) begin
            clk_half    <= 1'b0;
            pattern_reg <= 8'b1010_0000;
        end else begin
            clk_half <= ~clk_half;
            if (pattern_wr)
                pattern_reg <= pattern_in;
        end
    end

    // slow domain: prescaler and rotating pattern
    reg [9:0] prescale;
    reg [7:0] shift;
    reg       rst_slow;
    always @(posedge clk_half) begin
        rst_slow <= rst;
        if (rst_slow) begin
            prescale <= 10'd0;
            shift    <= 8'd0;
        end else begin
            prescale <= prescale + 1'b1;
            if (prescale == 10'd1023)
                shift <= (shift == 8'd0) ? pattern_reg : {shift[6:0], shift[7]};
        end
    end

    assign led = shift[7];
endmodule
