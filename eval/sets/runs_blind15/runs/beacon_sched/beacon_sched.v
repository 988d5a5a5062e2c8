// beacon_sched: schedules a radio beacon every PERIOD ticks with a random
// back-off of 0..15 ticks taken from a 16-bit LFSR (galois_step).  Written
// with `default_nettype none so that undeclared nets should be caught.
`default_nettype none
module beacon_sched #(
    parameter PERIOD = 1000
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        tick,
    input  wire        chan_busy,
    output reg         tx_beacon,
    output reg  [7:0]  missed
);
    wire [15:0] lfsr;
    reg [10:0] cnt;
    reg [3:0]  backoff;
    reg        armed;

    assign lfsr_fb = lfsr[15] ^ lfsr[13] ^ lfsr[12] ^ lfsr[10];

    // the step module's enable port is called 'adv', not 'step'
    galois_step u_rng (.clk(clk), .rst_n(rst_n), .step(tick), .state(lfsr));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt       <= 11'd0;
            backoff   <= 4'd0;
            armed     <= 1'b0;
            tx_beacon <= 1'b0;
            missed    <= 8'd0;
        end else begin
            tx_beacon <= 1'b0;
            if (tick) begin
                if (cnt == PERIOD - 1) begin
                    cnt     <= 11'd0;
                    armed   <= 1'b1;
                    backoff <= lfsr[3:0];
                    if (armed) missed <= missed + 8'd1;
                end else begin
                    cnt <= cnt + 11'd1;
                end
                if (armed) begin
                    if (backoff != 4'd0)
                        backoff <= backoff - 4'd1;
                    else if (!chan_busy) begin
                        tx_beacon <= 1'b1;
                        armed     <= 1'b0;
                    end
                end
            end
        end
    end
endmodule
`default_nettype wire
