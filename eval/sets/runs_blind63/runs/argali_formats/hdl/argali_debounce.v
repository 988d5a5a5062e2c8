// argali_debounce: push-button debouncer with a 2-flop input synchroniser
// Parameter STABLE_CYCLES: how many consecutive clocks the synchronised input must stay at a new
// level before btn_level follows it. btn_press / btn_release are one-cycle pulses on each change.
module argali_debounce #(
    parameter STABLE_CYCLES = 1000,
    parameter CW = 10
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  btn_press,
    output reg  btn_release
);
    reg          s1, s2;
    reg [CW-1:0] stable_cnt;

    always @(posedge clk) begin
        if (rst) begin
            s1 <= 1'b0;
            s2 <= 1'b0;
        end else begin
            s1 <= btn_raw;
            s2 <= s1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            stable_cnt  <= {CW{1'b0}};
            btn_level   <= 1'b0;
            btn_press   <= 1'b0;
            btn_release <= 1'b0;
        end else begin
            btn_press   <= 1'b0;
            btn_release <= 1'b0;
            if (s2 == btn_level) begin
                stable_cnt <= {CW{1'b0}};
            end else if (stable_cnt == STABLE_CYCLES - 1) begin
                stable_cnt  <= {CW{1'b0}};
                btn_level   <= s2;
                btn_press   <= s2;
                btn_release <= ~s2;
            end else begin
                stable_cnt <= stable_cnt + 1'b1;
            end
        end
    end
endmodule
