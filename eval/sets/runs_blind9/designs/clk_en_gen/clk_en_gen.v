// clk_en_gen: programmable clock-enable generator. A 6-bit prescaler emits a
// one-cycle ce_out pulse every (div+1) clk cycles. Alongside, a toggle flop
// produces clk_half (clk / 2) which clocks a small 4-bit phase counter, so
// the block has a real derived clock as well as an enable.
module clk_en_gen (
    input            clk,
    input            rst,
    input      [5:0] div,
    output reg       ce_out,
    output reg [3:0] phase,
    output           clk_half_o
);
    reg [5:0] pre;
    reg       clk_half;

    always @(posedge clk) begin
        if (rst) begin
            pre    <= 6'd0;
            ce_out <= 1'b0;
        end else if (pre == div) begin
            pre    <= 6'd0;
            ce_out <= 1'b1;
        end else begin
            pre    <= pre + 6'd1;
            ce_out <= 1'b0;
        end
    end

    always @(posedge clk)
        if (rst) clk_half <= 1'b0;
        else     clk_half <= ~clk_half;

    assign clk_half_o = clk_half;

    // counter in the divided domain
    always @(posedge clk_half)
        phase <= phase + 4'd1;
endmodule
