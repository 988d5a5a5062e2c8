// Packet-voice jitter buffer: writes arriving samples, starts playout once
// PREFILL samples are buffered, then reads one sample per play tick.
module jitter_buf #(
    parameter PREFILL = 6
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_vld,
    input  wire [11:0] in_smp,
    input  wire        play_tick,
    output wire [11:0] out_smp,
    output reg         out_vld,
    output reg         underrun
);
    reg [3:0] wp, rp;
    reg [4:0] level;
    reg       playing;

    wire do_wr = in_vld && (level != 5'd16);
    wire do_rd = play_tick && playing && (level != 5'd0);

    jb_mem u_mem (
        .clk    (clk),
        .we     (do_wr),
        .waddr  (wp),
        .wr_data(in_smp),
        .raddr  (rp),
        .dout   (out_smp)
    );

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            wp <= 0; rp <= 0; level <= 0; playing <= 1'b0;
            out_vld <= 1'b0; underrun <= 1'b0;
        end else begin
            out_vld  <= do_rd;
            underrun <= play_tick && playing && (level == 5'd0);
            if (do_wr) wp <= wp + 4'd1;
            if (do_rd) rp <= rp + 4'd1;
            level <= level + do_wr - do_rd;
            if (!playing && level >= PREFILL) playing <= 1'b1;
            else if (level == 5'd0 && play_tick) playing <= 1'b0;
        end
endmodule
