// dual_nco: two numerically controlled oscillators (12-bit coarse, 16-bit fine) from one
// parameterized accumulator, a phase-difference output and an XOR "mixer" of the square waves.
module dual_nco (
    input         clk,
    input         rst,
    input         en,
    input  [11:0] fcw_lo,
    input  [15:0] fcw_hi,
    input  [11:0] ofs_lo,
    input  [15:0] ofs_hi,
    output        sq_lo,
    output        sq_hi,
    output reg    mix,
    output reg [11:0] phase_diff,
    output reg [7:0]  wrap_cnt
);
    wire [11:0] ph_lo;
    wire [15:0] ph_hi;
    wire        wrap_lo, wrap_hi;

    nco_acc #(.W(12)) u_lo (
        .clk(clk), .rst(rst), .en(en), .fcw(fcw_lo), .phase_ofs(ofs_lo),
        .phase(ph_lo), .sq_out(sq_lo), .wrap(wrap_lo)
    );

    nco_acc #(.W(16)) u_hi (
        .clk(clk), .rst(rst), .en(en), .fcw(fcw_hi), .phase_ofs(ofs_hi),
        .phase(ph_hi), .sq_out(sq_hi), .wrap(wrap_hi)
    );

    always @(posedge clk) begin
        if (rst) begin
            mix        <= 1'b0;
            phase_diff <= 12'd0;
            wrap_cnt   <= 8'd0;
        end else begin
            mix        <= sq_lo ^ sq_hi;
            phase_diff <= ph_hi[15:4] - ph_lo;
            if (wrap_lo)
                wrap_cnt <= wrap_cnt + 8'd1;
        end
    end
endmodule
