// bandicoot_debounce: push-button debouncer with 2-flop input synchroniser.
// The output changes only after the input has been stable for STABLE_CYCLES clocks.
// Ports: clk, rst, btn_raw -> btn_clean, rise (1-cycle pulse on a press), fall.
module bandicoot_debounce #(
    parameter STABLE_CYCLES = 16,
    parameter CW = 5
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_clean,
    output reg  rise,
    output reg  fall
);
    reg s1, s2;
    reg [CW-1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            s1 <= 1'b0; s2 <= 1'b0;
        end else begin
            s1 <= btn_raw; s2 <= s1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 0;
            btn_clean <= 1'b0;
            rise <= 1'b0;
            fall <= 1'b0;
        end else begin
            rise <= 1'b0;
            fall <= 1'b0;
            if (s2 == btn_clean) begin
                cnt <= 0;
            end else if (cnt == STABLE_CYCLES - 1) begin
                cnt <= 0;
                btn_clean <= s2;
                rise <= s2;
                fall <= ~s2;
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
