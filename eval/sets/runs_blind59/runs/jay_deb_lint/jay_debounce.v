// jay_debounce: push-button debouncer with a two-flop synchroniser and a saturating counter
// parameter N: counter width; output changes after 2^N stable samples
module jay_debounce #(parameter N = 10) (
    input  wire clk,
    input  wire rst,
    input  wire btn,
    output reg  clean
);
    reg s0, s1;
    reg [N-1:0] cnt;
    always @(posedge clk) begin
        s0 <= btn;
        s1 <= s0;
    end
    always @(posedge clk) begin
        if (rst) begin
            cnt <= 0;
            clean <= 1'b0;
        end else if (s1 == clean) begin
            cnt <= 0;
        end else begin
            cnt <= cnt + 1'b1;
            if (&cnt)
                clean <= s1;
        end
    end
endmodule
