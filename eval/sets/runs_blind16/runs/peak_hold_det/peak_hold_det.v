// Peak-hold detector for a 12-bit unsigned sample stream.
// The held peak follows any larger sample at once and otherwise decays by
// peak >> DECAY_SH every time the decay prescaler wraps.  A 'hit' flag is
// raised when a sample comes within THRESH of the held peak.
module peak_hold_det #(
    parameter W        = 12,
    parameter DECAY_SH = 4,
    parameter PRE_W    = 6,
    parameter THRESH   = 12'd64
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         smp_vld,
    input  wire [W-1:0] smp,
    input  wire         clr,
    output reg  [W-1:0] peak,
    output reg          hit,
    output reg          new_max
);
    reg [PRE_W-1:0] pre_cnt;
    wire            decay_tick = &pre_cnt;
    wire [W-1:0]    decay_amt  = peak >> DECAY_SH;
    wire [W-1:0]    decayed    = (decay_amt == {W{1'b0}} && peak != {W{1'b0}}) ?
                                 peak - 1'b1 : peak - decay_amt;
    wire            bigger     = smp_vld && (smp > peak);
    wire [W:0]      gap        = {1'b0, peak} - {1'b0, smp};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pre_cnt <= {PRE_W{1'b0}};
        else
            pre_cnt <= pre_cnt + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            peak    <= {W{1'b0}};
            new_max <= 1'b0;
        end else if (clr) begin
            peak    <= {W{1'b0}};
            new_max <= 1'b0;
        end else if (bigger) begin
            peak    <= smp;
            new_max <= 1'b1;
        end else begin
            new_max <= 1'b0;
            if (decay_tick)
                peak <= decayed;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            hit <= 1'b0;
        else
            hit <= smp_vld && !gap[W] && (gap[W-1:0] <= THRESH);
    end
endmodule
