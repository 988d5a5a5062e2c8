// zelkova_debounce: push-button debouncer; output follows the input once it has been stable for
// STABLE consecutive clocks (parameter, default 16). Two-flop synchroniser on the raw input.
// ports: clk, rst, btn_raw -> btn_clean, rise (one-cycle pulse on a clean rising edge)
module zelkova_debounce #(parameter STABLE = 16) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_clean,
    output wire rise
);
    reg s1, s2, prev;
    reg [4:0] cnt;
    always @(posedge clk) begin
        if (rst) begin
            s1 <= 1'b0; s2 <= 1'b0; cnt <= 5'd0; btn_clean <= 1'b0; prev <= 1'b0;
        end else begin
            s1 <= btn_raw; s2 <= s1;
            prev <= btn_clean;
            if (s2 == btn_clean) cnt <= 5'd0;
            else if (cnt == STABLE - 1) begin
                btn_clean <= s2; cnt <= 5'd0;
            end else cnt <= cnt + 5'd1;
        end
    end
    assign rise = btn_clean & ~prev;
endmodule
