// whiten_lfsr9 -- data whitener: XORs each input byte with eight bits of a PN9 sequence
// (x^9 + x^5 + 1), advancing the LFSR eight steps per byte. seed_ld reloads the LFSR.
module whiten_lfsr9 (
    input            clk,
    input            rst,
    input            seed_ld,
    input      [8:0] seed,
    input            din_vld,
    input      [7:0] din,
    output reg [7:0] dout,
    output reg       dout_vld
);
    reg  [8:0] lfsr;
    reg  [8:0] nxt;
    reg  [7:0] pn;
    integer i;

    always @* begin
        nxt = lfsr;
        for (i = 0; i < 8; i = i + 1) begin
            pn[i] = nxt[0];
            nxt   = {nxt[0] ^ nxt[5], nxt[8:1]};
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr     <= 9'h1ff;
            dout     <= 8'd0;
            dout_vld <= 1'b0;
        end else begin
            dout_vld <= din_vld;
            if (seed_ld)
                lfsr <= seed;
            else if (din_vld) begin
                lfsr <= nxt;
                dout <= din ^ pn
            end
        end
    end
endmodule
