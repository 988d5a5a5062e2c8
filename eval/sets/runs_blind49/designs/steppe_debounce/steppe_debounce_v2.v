// steppe_debounce_v2: work-in-progress rework of steppe_debounce with a long-press output
// Adds long_press, asserted once the button has been held for LONG_CYCLES after an accepted press.
// (edited by hand, not yet compiled)
module steppe_debounce_v2 #(
    parameter STABLE_CYCLES = 50000,
    parameter LONG_CYCLES   = 1000000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  pressed,
    output reg  long_press
);
    localparam CW = $clog2(STABLE_CYCLES + 1);
    localparam LW = $clog2(LONG_CYCLES + 1);

    reg [1:0]    sync;
    reg [CW-1:0] stable_cnt;
    reg [LW-1:0] hold_cnt
    wire         btn_s = sync[1];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sync <= 2'b00;
        else
            sync <= {sync[0], btn_raw};
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            stable_cnt <= {CW{1'b0}};
            btn_level  <= 1'b0;
            pressed    <= 1'b0;
        end else begin
            pressed <= 1'b0;
            if (btn_s == btn_level) begin
                stable_cnt <= {CW{1'b0}};
            end else if (stable_cnt == STABLE_CYCLES - 1) begin
                stable_cnt <= {CW{1'b0}};
                btn_level  <= btn_s;
                pressed    <= btn_s;
            end else begin
                stable_cnt <= stable_cnt + 1'b1;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            hold_cnt   <= {LW{1'b0}};
            long_press <= 1'b0;
        end else if (!btn_level) begin
            hold_cnt   <= {LW{1'b0}};
            long_press <= 1'b0;
        end else if (hold_cnt == LONG_CYCLES - 1) begin
            long_press <= 1'b1;
        end else begin
            hold_cnt <= hold_cnt + 1'b1;
        end
    end
endmodule
