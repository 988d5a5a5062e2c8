// Push-button debouncer: 8-deep shift register, output changes only
// when all samples agree.
module debounce_shreg8 (
    input  wire clk,
    input  wire btn_raw,
    output reg  btn_clean
);
    reg [7:0] hist;

    always @(posedge clk) begin
        hist <= {hist[6:0], btn_raw};
        if (&hist)
            btn_clean <= 1'b1;
        else if (~|hist)
            btn_clean <= 1'b0;
    end
endmodule
