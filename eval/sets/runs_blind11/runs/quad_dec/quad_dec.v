// quad_dec: incremental (quadrature) encoder interface.
// Two-flop synchronizers on A/B/index, 4x decoding, 16-bit signed position,
// index-pulse position latch and an illegal-transition (both phases moved) error counter.
module quad_dec (
    input             clk,
    input             rst_n,
    input             enc_a,
    input             enc_b,
    input             enc_z,
    input             clr_pos,
    output reg [15:0] position,
    output reg [15:0] index_pos,
    output reg        dir_up,
    output reg [3:0]  err_cnt,
    output reg        index_seen
);
    reg [1:0] a_sync, b_sync, z_sync;
    reg       a_d, b_d, z_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_sync <= 2'b00;
            b_sync <= 2'b00;
            z_sync <= 2'b00;
            a_d    <= 1'b0;
            b_d    <= 1'b0;
            z_d    <= 1'b0;
        end else begin
            a_sync <= {a_sync[0], enc_a};
            b_sync <= {b_sync[0], enc_b};
            z_sync <= {z_sync[0], enc_z};
            a_d    <= a_sync[1];
            b_d    <= b_sync[1];
            z_d    <= z_sync[1];
        end
    end

    wire a_chg  = a_sync[1] ^ a_d;
    wire b_chg  = b_sync[1] ^ b_d;
    wire step   = a_chg ^ b_chg;
    wire bad    = a_chg & b_chg;
    // direction: A leads B -> count up
    wire up     = a_sync[1] ^ b_d;
    wire z_rise = z_sync[1] & ~z_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            position   <= 16'd0;
            index_pos  <= 16'd0;
            dir_up     <= 1'b0;
            err_cnt    <= 4'd0;
            index_seen <= 1'b0;
        end else begin
            if (clr_pos)
                position <= 16'd0;
            else if (step) begin
                position <= up ? position + 16'd1 : position - 16'd1;
                dir_up   <= up;
            end
            if (bad && err_cnt != 4'hF)
                err_cnt <= err_cnt + 4'd1;
            if (z_rise) begin
                index_pos  <= position;
                index_seen <= 1'b1;
            end
        end
    end
endmodule
