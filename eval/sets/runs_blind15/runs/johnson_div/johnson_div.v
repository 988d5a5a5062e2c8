// johnson_div: clock divider built from a 3-stage Johnson (twisted-ring)
// counter, giving a divide-by-6 clock with 50% duty cycle on jc[2].  A small
// heartbeat counter runs on the divided clock and its MSB is resynchronised
// back into the fast domain.
module johnson_div (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output wire       clk_div6,
    output reg  [7:0] hb_cnt,
    output reg        hb_fast
);
    reg [2:0] jc;
    reg [1:0] hb_sync;

    always @(posedge clk)
        if (rst)     jc <= 3'b000;
        else if (en) jc <= {jc[1:0], ~jc[2]};

    assign clk_div6 = jc[2];

    always @(posedge clk_div6 or posedge rst)
        if (rst) hb_cnt <= 8'd0;
        else     hb_cnt <= hb_cnt + 8'd1;

    always @(posedge clk)
        if (rst) begin
            hb_sync <= 2'b00;
            hb_fast <= 1'b0;
        end else begin
            hb_sync <= {hb_sync[0], hb_cnt[7]};
            hb_fast <= hb_sync[1];
        end
endmodule
