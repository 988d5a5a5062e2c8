// kingfisher_deb: push-button debouncer with a two-flop input synchroniser.
// The output only follows the button after it has been stable for STABLE_CYCLES clocks;
// press/release pulse for one cycle on the corresponding edge of the debounced level.
// Parameter STABLE_CYCLES: default 50000 (1 ms at 50 MHz). Sync active-high reset.
module kingfisher_deb #(
    parameter STABLE_CYCLES = 50000
) (
    input      clk,
    input      rst,
    input      btn_raw,
    output reg btn,
    output reg press,
    output reg release_p
);
    localparam CW = $clog2(STABLE_CYCLES + 1);

    reg [1:0]    sync;
    reg [CW-1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            sync <= 2'b00; cnt <= {CW{1'b0}};
            btn <= 1'b0; press <= 1'b0; release_p <= 1'b0;
        end else begin
            sync      <= {sync[0], btn_raw};
            press     <= 1'b0;
            release_p <= 1'b0;
            if (sync[1] == btn) begin
                cnt <= {CW{1'b0}};                // input agrees with output: idle
            end else if (cnt == STABLE_CYCLES - 1) begin
                cnt       <= {CW{1'b0}};
                btn       <= sync[1];
                press     <= sync[1];
                release_p <= ~sync[1];
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
