// sifaka_debounce: push-button debouncer with 2-flop input synchronizer
// Parameters: STABLE (clocks the input must stay constant, default 16)
// Ports: clk, rst, btn_raw -> btn_level, btn_press (one-clock pulse on a debounced press)
module sifaka_debounce #(
    parameter STABLE = 16
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  btn_press
);
    reg [1:0]                  sync;
    reg [$clog2(STABLE+1)-1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            sync      <= 2'b00;
            cnt       <= 0;
            btn_level <= 1'b0;
            btn_press <= 1'b0;
        end else begin
            sync      <= {sync[0], btn_raw};
            btn_press <= 1'b0;
            if (sync[1] == btn_level) begin
                cnt <= 0;
            end else if (cnt == STABLE - 1) begin
                cnt       <= 0;
                btn_level <= sync[1];
                btn_press <= sync[1];
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
