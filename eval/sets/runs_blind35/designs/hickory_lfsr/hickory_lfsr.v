// hickory_lfsr: additive byte scrambler driven by a 16-bit Fibonacci LFSR (x^16 + x^14 + x^13 + x^11 + 1).
// Ports: clk, rst, en, din[7:0] -> dout[7:0], state[15:0]
// The LFSR advances 8 steps per enabled clock; dout = din XOR the 8 bits shifted out.
module hickory_lfsr #(parameter [15:0] SEED = 16'hACE1) (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire [7:0]  din,
    output reg  [7:0]  dout,
    output reg  [15:0] state
);
    reg [15:0] s;
    reg [7:0]  ks;
    integer    i;

    always @(*) begin
        s = state;
        for (i = 0; i < 8; i = i + 1) begin
            ks[i] = s[0];
            s = {s[0] ^ s[2] ^ s[3] ^ s[5], s[15:1]};
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= SEED;
            dout  <= 8'h00;
        end else if (en) begin
            state <= s;
            dout  <= din ^ ks;
        end
    end
endmodule
