// steppe_debounce: push-button debouncer with 2-flop input synchroniser and press/release pulses
// The raw button is synchronised, then must stay stable for STABLE_CYCLES clk cycles before
// the debounced level btn_level changes. pressed / released pulse for one cycle on each
// accepted edge. Parameter STABLE_CYCLES (default 50000 = 1 ms at 50 MHz).
module steppe_debounce #(
    parameter STABLE_CYCLES = 50000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  pressed,
    output reg  released
);
    localparam CW = $clog2(STABLE_CYCLES + 1);

    reg [1:0]    sync;
    reg [CW-1:0] stable_cnt;
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
            released   <= 1'b0;
        end else begin
            pressed  <= 1'b0;
            released <= 1'b0;
            if (btn_s == btn_level) begin
                stable_cnt <= {CW{1'b0}};
            end else if (stable_cnt == STABLE_CYCLES - 1) begin
                stable_cnt <= {CW{1'b0}};
                btn_level  <= btn_s;
                pressed    <= btn_s;
                released   <= ~btn_s;
            end else begin
                stable_cnt <= stable_cnt + 1'b1;
            end
        end
    end
endmodule
