// tamarack_cnt: two-digit BCD seconds counter (00-59) with carry-out; contains a deliberate wrap bug
module tamarack_cnt (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    output reg  [3:0] ones,
    output reg  [3:0] tens,
    output wire       carry
);
    // BUG: ones digit wraps when it reaches 10 *after* being displayed,
    // so the counter shows 'A' (4'd10) for one tick before rolling over.
    wire ones_wrap = (ones == 4'd10);
    wire tens_wrap = (tens == 4'd5) && ones_wrap;

    assign carry = tick && tens_wrap;

    always @(posedge clk) begin
        if (rst) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else if (tick) begin
            if (ones_wrap) begin
                ones <= 4'd0;
                tens <= tens_wrap ? 4'd0 : tens + 4'd1;
            end else begin
                ones <= ones + 4'd1;
            end
        end
    end
endmodule
