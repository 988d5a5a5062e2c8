// heather_debounce: push-button debouncer with 2-flop synchroniser and a stability counter.
// Ports: clk, rst_n, btn_raw -> btn_level (debounced level), btn_press (1-cycle pulse on a press)
// Parameter STABLE_CYCLES: how many clocks the synchronised input must be stable (default 50000).
module heather_debounce #(parameter STABLE_CYCLES = 50000) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  btn_press
);
    localparam CW = $clog2(STABLE_CYCLES + 1);
    reg [1:0]    sync;
    reg [CW-1:0] cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sync <= 2'b00;
        else
            sync <= {sync[0], btn_raw};
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt       <= {CW{1'b0}};
            btn_level <= 1'b0;
            btn_press <= 1'b0;
        end else begin
            btn_press <= 1'b0;
            if (sync[1] == btn_level) begin
                cnt <= {CW{1'b0}};
            end else if (cnt == STABLE_CYCLES - 1) begin
                cnt       <= {CW{1'b0}};
                btn_level <= sync[1];
                btn_press <= sync[1];
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
