// hamdist16 -- registered Hamming distance between two 16-bit words.
// Both words are captured, XORed, and the XOR is split into four nibbles; each nibble goes
// through a pop4 population counter and the four partial counts are summed into dist
// (0..16). match is set when dist is at or below a programmable threshold. The result is
// registered again, so the whole popcount/adder tree sits between two flop stages.
module pop4 (
    input  [3:0] v,
    output [2:0] cnt
);
    assign cnt = v[0] + v[1] + v[2] + v[3];
endmodule

module hamdist16 (
    input             clk,
    input             rst,
    input      [15:0] word_a,
    input      [15:0] word_b,
    input      [4:0]  thresh,
    output reg [4:0]  dist,
    output reg        match
);
    reg  [15:0] a_q, b_q;
    wire [15:0] x = a_q ^ b_q;
    wire [2:0]  c0, c1, c2;
    wire [1:0]  c3;
    wire [4:0]  sum = c0 + c1 + c2 + c3;

    pop4 u_p0 (.v(x[3:0]),   .cnt(c0));
    pop4 u_p1 (.v(x[7:4]),   .cnt(c1));
    pop4 u_p2 (.v(x[11:8]),  .cnt(c2));
    pop4 u_p3 (.v(x[15:12]), .cnt(c3));

    always @(posedge clk) begin
        if (rst) begin
            a_q   <= 16'd0;
            b_q   <= 16'd0;
            dist  <= 5'd0;
            match <= 1'b0;
        end else begin
            a_q   <= word_a;
            b_q   <= word_b;
            dist  <= sum;
            match <= (sum <= thresh);
        end
    end
endmodule
