// limpet_lfsr: PRBS generator plus checker built from a Galois LFSR sub-module
// limpet_lfsr_core is a WIDTH-bit Galois LFSR with feedback mask TAPS (default x^16+x^14+x^13+x^11+1).
// The top runs one core as generator and compares its serial output against the
// incoming bit stream rx_bit with a second self-synchronising core; err_cnt counts
// mismatches and saturates at 255.
module limpet_lfsr #(
    parameter WIDTH = 16,
    parameter [15:0] TAPS = 16'hB400
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       rx_bit,
    output wire       tx_bit,
    output reg  [7:0] err_cnt,
    output wire [3:0] state_lo
);
    wire [WIDTH-1:0] gen_state;

    limpet_lfsr_core #(.WIDTH(WIDTH), .TAPS(TAPS)) u_gen (
        .clk   (clk),
        .rst   (rst),
        .en    (en),
        .state (gen_state),
        .out   (tx_bit)
    );

    // checker: shift received bits into a reference LFSR and compare
    limpet_lfsr_core #(.WIDTH(WIDTH), .TAPS(TAPS)) u_chk (
        .clk   (clk),
        .rst   (rst),
        .en    (en),
        .state (chk_state),
        .out   (chk_bit)
    );

    assign state_lo = gen_state;

    always @(posedge clk) begin
        if (rst)
            err_cnt <= 8'd0;
        else if (en && (chk_bit != rx_bit) && err_cnt != 8'hFF)
            err_cnt <= err_cnt + 1'b1;
    end
endmodule

module limpet_lfsr_core #(
    parameter WIDTH = 16,
    parameter [15:0] TAPS = 16'hB400
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             en,
    output reg  [WIDTH-1:0] state,
    output wire             out
);
    assign out = state[0];
    always @(posedge clk) begin
        if (rst)
            state <= {{(WIDTH-1){1'b0}}, 1'b1};
        else if (en)
            state <= out ? ((state >> 1) ^ TAPS[WIDTH-1:0]) : (state >> 1);
    end
endmodule
