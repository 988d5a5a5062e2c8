// umami_sync: two-clock-domain transfer of an 8-bit word with a toggle handshake
// Domain A (clk_a) captures data and flips a toggle; domain B (clk_b) synchronises the
// toggle through two flops and loads the word when it sees an edge.
// Ports: clk_a, clk_b, rst, a_valid, a_data[7:0], b_data[7:0], b_strobe
module umami_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst,
    input  wire       a_valid,
    input  wire [7:0] a_data,
    output reg  [7:0] b_data,
    output reg        b_strobe
);
    reg [7:0] a_hold;
    reg       a_tog;
    always @(posedge clk_a) begin
        if (rst) begin a_hold <= 0; a_tog <= 0; end
        else if (a_valid) begin a_hold <= a_data; a_tog <= ~a_tog; end
    end
    reg b_s1, b_s2, b_s3;
    always @(posedge clk_b) begin
        if (rst) begin
            b_s1 <= 0; b_s2 <= 0; b_s3 <= 0; b_data <= 0; b_strobe <= 0;
        end else begin
            b_s1 <= a_tog;
            b_s2 <= b_s1;
            b_s3 <= b_s2;
            b_strobe <= b_s2 ^ b_s3;
            if (b_s2 ^ b_s3) b_data <= a_hold;
        end
    end
endmodule
