// tamarisk_scrambler: byte-wide additive scrambler / descrambler, PRBS x^15 + x^14 + 1 (DVB style)
// The 15-bit LFSR is advanced 8 steps per valid byte and its output bits are XORed with
// din (MSB first). sync reloads the seed 15'b100101010000000. The same block descrambles.
// dout/dout_valid are registered, one cycle after din_valid.
module tamarisk_scrambler (
    input  wire       clk,
    input  wire       rst,
    input  wire       sync,
    input  wire       din_valid,
    input  wire [7:0] din,
    output reg        dout_valid,
    output reg  [7:0] dout
);
    localparam [14:0] SEED = 15'b100101010000000;

    reg  [14:0] lfsr;
    reg  [14:0] l;
    reg  [7:0]  prbs;
    integer     i;

    // unroll 8 LFSR steps
    always @* begin
        l = lfsr;
        for (i = 7; i >= 0; i = i - 1) begin
            prbs[i] = l[14] ^ l[13];
            l       = {l[13:0], prbs[i]};
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr       <= SEED;
            dout       <= 8'd0;
            dout_valid <= 1'b0;
        end else begin
            dout_valid <= din_valid;
            if (sync)
                lfsr <= SEED;
            else if (din_valid) begin
                lfsr <= l;
                dout <= din ^ prbs;
            end
        end
    end
endmodule
