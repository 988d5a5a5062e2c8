// eelgrass_debounce: push-button debouncer with a 2-flop input synchronizer and
// a saturating stability counter; emits a one-cycle pulse on each debounced press.
// Parameter CNT_BITS: stability counter width (button must be stable 2^CNT_BITS cycles).
// Ports: clk, rst, btn_raw -> btn_level, btn_press.
module eelgrass_debounce #(
    parameter CNT_BITS = 10
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_level,
    output wire btn_press
);
    reg [1:0]          sync;
    reg [CNT_BITS-1:0] stable_cnt;
    reg                level_d;
    wire               unused_tap;

    assign btn_press = btn_level & ~level_d;

    always @(posedge clk) begin
        if (rst) begin
            sync <= 2'b00; stable_cnt <= 0; btn_level <= 1'b0; level_d <= 1'b0;
        end else begin
            sync    <= {sync[0], btn_raw};
            level_d <= btn_level;
            if (sync[1] == btn_level)
                stable_cnt <= 0;
            else if (&stable_cnt)
                btn_level <= sync[1];
            else
                stable_cnt <= stable_cnt + 1'b1;
        end
    end
endmodule
