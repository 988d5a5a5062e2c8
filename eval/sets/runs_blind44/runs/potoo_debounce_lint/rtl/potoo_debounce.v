// potoo_debounce: push-button debouncer with 2-flop input synchroniser and a hold counter.
// Parameter: HOLD number of stable clk cycles before the output follows the input (default 1000).
// Ports: clk, rst_n, btn_raw -> btn_level (debounced), btn_press (1-cycle pulse on press),
//        btn_release (1-cycle pulse on release).
module potoo_debounce #(
    parameter HOLD = 1000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output wire btn_press,
    output wire btn_release
);
    localparam CW = $clog2(HOLD);

    reg         s1, s2;
    reg [CW-1:0] cnt;
    reg         level_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= 1'b0;
            s2 <= 1'b0;
        end else begin
            s1 <= btn_raw;
            s2 <= s1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt       <= 0;
            btn_level <= 1'b0;
        end else if (s2 == btn_level) begin
            cnt <= 0;
        end else if (cnt == HOLD - 1) begin
            cnt       <= 0;
            btn_level <= s2;
        end else begin
            cnt <= cnt + 1'b1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            level_d <= 1'b0;
        else
            level_d <= btn_level;
    end

    assign btn_press   = btn_level & ~level_d;
    assign btn_release = ~btn_level & level_d;
    // status LED for the board: lit while the button is held
    assign led_held = btn_level;
endmodule
