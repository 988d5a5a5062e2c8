// frame_sync_det: top level of a serial frame aligner (16-bit sync word,
// 64-bit frames) built from a shift register, a tolerant matcher and a
// lock counter.
module frame_sync_det (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ser_vld,
    input  wire       ser_bit,
    output wire       locked,
    output wire       sof,
    output wire [6:0] bit_pos,
    output wire [4:0] sync_dist,
    output wire [7:0] spare_out
);
    wire [15:0] win;
    wire        hit;

    fsync_shift #(.LEN(16)) u_shift (
        .clk(clk), .rst_n(rst_n), .bit_vld(ser_vld), .bit_in(ser_bit),
        .window(win));

    fsync_match #(.LEN(16), .WORD(16'hF628), .MAX_ERR(1)) u_match (
        .window(win), .hit(hit), .dist(sync_dist));

    fsync_cnt #(.FRAME_LEN(64), .LOCK_N(3), .LOSS_N(2)) u_cnt (
        .clk(clk), .rst_n(rst_n), .bit_vld(ser_vld), .hit(hit),
        .locked(locked), .frame_start(sof), .bit_pos(bit_pos));

    // reserved output bits for a later revision
    assign spare_out[7:4] = 4'b0101;
    assign spare_out[3:0] = 4'bxxxx;
endmodule
