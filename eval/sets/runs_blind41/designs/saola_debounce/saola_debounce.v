// saola_debounce: push-button debouncer with 2-flop input synchronizer and stable-count filter
// Parameter: STABLE_CYCLES = cycles the synced input must stay constant before btn_out follows it.
// Also gives one-cycle pulses on press (rise) and release (fall).
module saola_debounce #(
    parameter STABLE_CYCLES = 20
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_in,
    output reg  btn_out,
    output reg  rise,
    output reg  fall
);
    localparam CW = $clog2(STABLE_CYCLES + 1);

    reg s1, s2;
    reg [CW-1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            s1 <= 1'b0;
            s2 <= 1'b0;
        end else begin
            s1 <= btn_in;
            s2 <= s1;
        end
    end

    always @(posedge clk) begin
        rise <= 1'b0;
        fall <= 1'b0;
        if (rst) begin
            cnt     <= 0;
            btn_out <= 1'b0;
        end else if (s2 == btn_out) begin
            cnt <= 0;
        end else if (cnt == STABLE_CYCLES - 1) begin
            cnt     <= 0;
            btn_out <= s2;
            rise    <= s2;
            fall    <= ~s2;
        end else begin
            cnt <= cnt + 1'b1;
        end
    end
endmodule
