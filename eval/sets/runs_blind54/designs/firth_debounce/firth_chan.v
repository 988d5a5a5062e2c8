// firth_chan: one debounce channel: 2-flop synchronizer, stability counter on sample ticks,
// debounced level and one-cycle rise/fall pulses.
module firth_chan #(
    parameter STABLE = 4
) (
    input  wire clk,
    input  wire rst_n,
    input  wire tick,
    input  wire raw,
    output reg  level,
    output reg  rise,
    output reg  fall
);
    reg s1, s2;
    reg [3:0] stable_cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= 1'b0; s2 <= 1'b0; level <= 1'b0;
            rise <= 1'b0; fall <= 1'b0; stable_cnt <= 4'd0;
        end else begin
            s1   <= raw;
            s2   <= s1;
            rise <= 1'b0;
            fall <= 1'b0;
            if (s2 == level)
                stable_cnt <= 4'd0;
            else if (tick) begin
                if (stable_cnt == STABLE - 1) begin
                    level      <= s2;
                    rise       <= s2;
                    fall       <= ~s2;
                    stable_cnt <= 4'd0;
                end else
                    stable_cnt <= stable_cnt + 4'd1;
            end
        end
    end
endmodule
