// cassia_debounce: push-button debouncer with 2-flop input synchroniser and stable-count filter
// Ports: clk, rst, btn (async) -> level (debounced), press (1-cycle pulse on rising edge)
// Parameter STABLE (default 255): cycles the input must stay constant before level follows.
module cassia_debounce #(parameter STABLE = 255) (
    input  wire clk,
    input  wire rst,
    input  wire btn,
    output reg  level,
    output wire press
);
    reg [1:0] sync;
    reg [7:0] cnt;
    reg       level_d;
    always @(posedge clk) begin
        if (rst) begin
            sync <= 2'b00; cnt <= 8'd0; level <= 1'b0; level_d <= 1'b0;
        end else begin
            sync    <= {sync[0], btn};
            level_d <= level;
            if (sync[1] == level) begin
                cnt <= 8'd0;
            end else if (cnt == STABLE) begin
                level <= sync[1];
                cnt   <= 8'd0;
            end else begin
                cnt <= cnt + 8'd1;
            end
        end
    end
    assign press = level & ~level_d;
endmodule
