// saxifrage_sync: two-clock-domain handshake; a 6-bit word captured in clk_a is handed to clk_b
// through a toggle flag and a two-flop synchroniser, then accumulated in a 10-bit sum in clk_b.
// ports: clk_a, clk_b, rst, load, din[5:0] -> sum[9:0], seen
module saxifrage_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst,
    input  wire       load,
    input  wire [5:0] din,
    output reg  [9:0] sum,
    output reg        seen
);
    // clk_a domain
    reg [5:0] hold_a;
    reg       tog_a;
    always @(posedge clk_a) begin
        if (rst) begin hold_a <= 6'd0; tog_a <= 1'b0; end
        else if (load) begin hold_a <= din; tog_a <= ~tog_a; end
    end
    // clk_b domain: synchronise the toggle, detect its edge
    reg s1, s2, s3;
    always @(posedge clk_b) begin
        if (rst) begin s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0; sum <= 10'd0; seen <= 1'b0; end
        else begin
            s1 <= tog_a; s2 <= s1; s3 <= s2;
            seen <= s2 ^ s3;
            if (s2 ^ s3) sum <= sum + {4'd0, hold_a};
        end
    end
endmodule
