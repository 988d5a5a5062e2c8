// jadeite_scrambler: byte-parallel additive scrambler, polynomial x^7 + x^4 + 1 (the 802.11 data scrambler).
// Ports: clk, rst_n, seed_load, seed[6:0], din_valid, din[7:0] -> dout[7:0], dout_valid
// Eight LFSR steps are unrolled per clock; the same block descrambles when given the same seed.
module jadeite_scrambler (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       seed_load,
    input  wire [6:0] seed,
    input  wire       din_valid,
    input  wire [7:0] din,
    output reg  [7:0] dout,
    output reg        dout_valid
);
    reg  [6:0] lfsr;
    reg  [6:0] s;
    reg  [7:0] ks;          // keystream for this byte
    integer    i;

    always @* begin
        s = lfsr;
        for (i = 0; i < 8; i = i + 1) begin
            ks[i] = s[6] ^ s[3];            // x^7 + x^4
            s     = {s[5:0], ks[i]};
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            lfsr       <= 7'h7f;
            dout       <= 8'h00;
            dout_valid <= 1'b0;
        end else begin
            dout_valid <= din_valid;
            if (seed_load)
                lfsr <= seed;
            else if (din_valid) begin
                lfsr <= s;
                dout <= din ^ ks;
            end
        end
    end
endmodule
