// koala_bcd: two-digit BCD counter 00..99 with carry out - contains a deliberate bug (units digit wraps after 10, not 9)
module koala_bcd (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [3:0] units,
    output reg  [3:0] tens,
    output wire       carry
);
    // BUG: should compare against 4'd9
    wire units_wrap = (units == 4'd10);
    wire tens_wrap  = (tens == 4'd9);

    assign carry = inc & units_wrap & tens_wrap;

    always @(posedge clk) begin
        if (rst) begin
            units <= 4'd0;
            tens  <= 4'd0;
        end else if (inc) begin
            if (units_wrap) begin
                units <= 4'd0;
                tens  <= tens_wrap ? 4'd0 : tens + 4'd1;
            end else begin
                units <= units + 4'd1;
            end
        end
    end
endmodule
