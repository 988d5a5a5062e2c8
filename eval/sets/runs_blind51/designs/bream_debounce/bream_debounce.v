// bream_debounce: push-button debouncer with a 2-flop input synchronizer and a
// saturating stability counter; emits a one-cycle pulse on each debounced press.
// Ports: clk, rst_n, btn_raw (asynchronous, active-high), btn_level (debounced level),
//        btn_press (1-cycle pulse on a 0->1 debounced transition)
// Parameter STABLE_CYCLES: number of consecutive equal samples before the level changes.
module bream_sync #(
    parameter WIDTH = 4
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire [WIDTH-1:0] d,
    output wire [WIDTH-1:0] q
);
    reg [WIDTH-1:0] s1, s2;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            s1 <= {WIDTH{1'b0}};
            s2 <= {WIDTH{1'b0}};
        end else begin
            s1 <= d;
            s2 <= s1;
        end
    assign q = s2;
endmodule

module bream_debounce #(
    parameter STABLE_CYCLES = 1000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  btn_press
);
    reg [15:0] stable_cnt;

    // one button, but the synchronizer is left at its default width
    bream_sync u_sync (
        .clk   (clk),
        .rst_n (rst_n),
        .d     (btn_raw),
        .q     (btn_synced)
    );

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            stable_cnt <= 16'd0;
            btn_level  <= 1'b0;
            btn_press  <= 1'b0;
        end else begin
            btn_press <= 1'b0;
            if (btn_synced == btn_level) begin
                stable_cnt <= 16'd0;
            end else if (stable_cnt == STABLE_CYCLES - 1) begin
                stable_cnt <= 16'd0;
                btn_level  <= btn_synced;
                btn_press  <= btn_synced;
            end else begin
                stable_cnt <= stable_cnt + 1'b1;
            end
        end
    end
endmodule
