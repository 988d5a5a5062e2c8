// yam_debounce: push-button debouncer with 2-flop synchroniser and stable counter
// Output changes after the input was stable for 2**CW clock cycles.
// Ports: clk, rst, btn_raw, btn_clean, rise (one-cycle pulse on press)
module yam_debounce #(
    parameter CW = 6
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_clean,
    output wire rise
);
    reg s0, s1, prev;
    reg [CW-1:0] cnt;
    always @(posedge clk) begin
        if (rst) begin
            s0 <= 0; s1 <= 0; cnt <= 0; btn_clean <= 0; prev <= 0;
        end else begin
            s0 <= btn_raw;
            s1 <= s0;
            prev <= btn_clean;
            if (s1 == btn_clean)
                cnt <= 0;
            else begin
                cnt <= cnt + 1'b1;
                if (&cnt) btn_clean <= s1;
            end
        end
    end
    assign rise = btn_clean & ~prev;
endmodule
