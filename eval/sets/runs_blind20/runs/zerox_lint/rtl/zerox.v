// Zero-crossing detector for a mains-sense ADC stream: tracks the sign of
// a filtered sample, counts samples between crossings (half period) and
// reports the last measured half period.
module zerox (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        s_vld,
    input  wire [11:0] s_data,      // signed two's complement sample
    input  wire [3:0]  deadband,
    output reg  [15:0] half_period,
    output reg         xing,
    output wire [7:0]  dbg_level
);
    reg  [11:0] filt;
    reg         sign_q;
    reg  [9:0]  samp_cnt;

    // simple IIR: filt += (s - filt) / 4
    wire [12:0] diff = s_data - filt;
    wire [11:0] filt_nx = filt + (diff >>> 2);

    wire above = $signed(filt_nx) >  $signed({8'd0, deadband});
    wire below = $signed(filt_nx) < -$signed({8'd0, deadband});

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            filt        <= 12'd0;
            sign_q      <= 1'b0;
            samp_cnt    <= 10'd0;
            half_period <= 16'd0;
            xing        <= 1'b0;
        end else begin
            xing <= 1'b0;
            if (s_vld) begin
                filt     <= filt_nx;
                samp_cnt <= samp_cnt + 1;
                if ((above && !sign_q) || (below && sign_q)) begin
                    sign_q      <= above;
                    half_period <= samp_cnt;
                    samp_cnt    <= 10'd0;
                    xing        <= 1'b1;
                end
            end
        end

    // lockout after a crossing so ripple near zero is ignored
    reg [3:0] lockout;
    always @(posedge clk or negedge rst_n)
        if (!rst_n)       lockout <= 4'd0;
        else if (xing)    lockout <= 4'd20;
        else if (lockout != 0) lockout <= lockout - 1'b1;

    zx_level u_lvl (.lvl_in(filt), .lvl_out(dbg_level), .locked(lockout_active));
    assign lockout_active = |lockout;
endmodule

module zx_level (
    input  wire [7:0] lvl_in,
    input  wire       locked,
    output wire [7:0] lvl_out
);
    assign lvl_out = locked ? 8'h00 : lvl_in;
endmodule
