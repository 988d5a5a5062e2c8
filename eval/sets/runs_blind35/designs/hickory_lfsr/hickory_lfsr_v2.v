// hickory_lfsr_v2: work-in-progress revision of hickory_lfsr that adds a run-time seed load port.
// Ports: clk, rst, en, load, seed[15:0], din[7:0] -> dout[7:0], state[15:0]
// Same polynomial as hickory_lfsr (x^16 + x^14 + x^13 + x^11 + 1), 8 steps per enabled clock.
module hickory_lfsr_v2 (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire        load,
    input  wire [15:0] seed,
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
            s = {s[0] ^ s[2] ^ s[3] ^ s[5], s[15:1]}
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= 16'hACE1;
            dout  <= 8'h00;
        end else if (load) begin
            state <= (seed == 16'h0000) ? 16'hACE1 : seed;
        end else if (en) begin
            state <= s;
            dout  <= din ^ ks;
        end
    end
endmodule
