// expgolomb_enc: order-0 Exp-Golomb encoder for signed 9-bit syntax values
// (H.264 se(v) mapping: v>0 -> 2v-1, v<=0 -> -2v).  The mapped code number
// n is sent as M leading zeros, a one, and M info bits, where
// M = floor(log2(n+1)).  The code word is right-aligned in 'cw' and its
// length is given in 'cw_len'.  Input is accepted every second cycle only
// (in_vld is a half-rate strobe), so the encoder path may take two cycles.
module expgolomb_enc (
    input  wire              clk,
    input  wire              rst,
    input  wire              in_vld,
    input  wire signed [8:0] sval,
    output reg  [20:0]       cw,
    output reg  [4:0]        cw_len,
    output reg               out_vld
);
    reg signed [8:0] sval_r;
    reg              vld_r;
    reg        [9:0] cnum;
    reg        [10:0] np1;
    reg        [3:0] m;
    integer          i;

    always @(posedge clk)
        if (rst) begin
            sval_r <= 9'sd0;
            vld_r  <= 1'b0;
        end else begin
            vld_r <= in_vld;
            if (in_vld) sval_r <= sval;
        end

    // signed -> unsigned code number, then leading-one position of n+1
    always @* begin
        if (sval_r > 0)
            cnum = {sval_r, 1'b0} - 10'd1;
        else
            cnum = -{sval_r[8], sval_r, 1'b0};
        np1 = {1'b0, cnum} + 11'd1;
        m = 4'd0;
        for (i = 0; i < 11; i = i + 1)
            if (np1[i]) m = i[3:0];
    end

    always @(posedge clk)
        if (rst) begin
            cw      <= 21'd0;
            cw_len  <= 5'd0;
            out_vld <= 1'b0;
        end else begin
            out_vld <= vld_r;
            if (vld_r) begin
                cw     <= {10'd0, np1};
                cw_len <= {m, 1'b1};
            end
        end
endmodule
