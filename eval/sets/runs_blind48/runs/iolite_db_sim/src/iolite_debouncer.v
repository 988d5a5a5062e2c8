// iolite_debouncer: push-button debouncer with a 2-flop synchroniser and a stability counter.
// Ports: clk, rst_n, btn_raw (asynchronous, bouncy) -> btn_db (debounced level), press (1-cycle pulse on a new press)
// Parameter STABLE: number of consecutive cycles the synchronised input must hold before btn_db follows it.
module iolite_debouncer #(
    parameter STABLE = 16
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_db,
    output reg  press
);
    localparam CW = $clog2(STABLE + 1);
    reg [1:0]    sync;
    reg [CW-1:0] cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync   <= 2'b00;
            cnt    <= {CW{1'b0}};
            btn_db <= 1'b0;
            press  <= 1'b0;
        end else begin
            sync  <= {sync[0], btn_raw};
            press <= 1'b0;
            if (sync[1] == btn_db) begin
                cnt <= {CW{1'b0}};
            end else if (cnt == STABLE) begin
                cnt    <= {CW{1'b0}};
                btn_db <= sync[1];
                press  <= sync[1];
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
