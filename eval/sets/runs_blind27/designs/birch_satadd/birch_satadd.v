// Unsigned 8-bit saturating adder; the saturation compare uses the wrong carry bit so large sums wrap.
module birch_satadd (
    input  wire       clk,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] sum,
    output reg        sat
);
    wire [8:0] raw = a + b;

    always @(posedge clk) begin
        // BUG: should test raw[8]; raw[7] is just the top data bit
        if (raw[7]) begin
            sum <= 8'hFF;
            sat <= 1'b1;
        end else begin
            sum <= raw[7:0];
            sat <= 1'b0;
        end
    end
endmodule
