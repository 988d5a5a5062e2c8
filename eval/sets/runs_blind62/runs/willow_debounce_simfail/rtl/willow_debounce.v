// willow_debounce: push-button debouncer with 2-flop synchronizer and STABLE-cycle filter
// Parameter STABLE (default 16): input must stay constant that many clocks before btn_db changes.
// press pulses for one clock on a debounced rising edge.
module willow_debounce #(parameter STABLE = 16) (
    input  wire clk,
    input  wire rst,
    input  wire btn,
    output reg  btn_db,
    output reg  press
);
    reg [1:0] sync;
    reg [7:0] cnt;
    always @(posedge clk) begin
        if (rst) begin
            sync <= 2'b00; cnt <= 8'd0; btn_db <= 1'b0; press <= 1'b0;
        end else begin
            sync  <= {sync[0], btn};
            press <= 1'b0;
            if (sync[1] == btn_db) begin
                cnt <= 8'd0;
            end else if (cnt == STABLE - 1) begin
                cnt    <= 8'd0;
                btn_db <= sync[1];
                press  <= sync[1];
            end else begin
                cnt <= cnt + 8'd1;
            end
        end
    end
endmodule
