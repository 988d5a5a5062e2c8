// ir_level_timer -- measures how long the demodulated IR line stays in
// one level, in units of 'tick' (e.g. 56.25 us), saturating at 255, and
// reports the length when the level changes.
module ir_level_timer (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       ir_in,
    output reg  [7:0] len,
    output reg        len_valid,
    output reg        was_mark
);
    reg       lvl;
    reg [7:0] cnt;
    always @(posedge clk) begin
        if (rst) begin
            lvl       <= 1'b1;
            cnt       <= 8'd0;
            len       <= 8'd0;
            len_valid <= 1'b0;
            was_mark  <= 1'b0;
        end else begin
            len_valid <= 1'b0;
            if (ir_in != lvl) begin
                len       <= cnt;
                len_valid <= 1'b1;
                was_mark  <= ~lvl;          // receiver output is active low
                lvl       <= ir_in;
                cnt       <= 8'd0;
            end else if (tick && cnt != 8'hFF) begin
                cnt <= cnt + 8'd1;
            end
        end
    end
endmodule
