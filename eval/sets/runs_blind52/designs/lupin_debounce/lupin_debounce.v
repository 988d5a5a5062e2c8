// lupin_debounce: push-button debouncer with a two-flop input synchroniser.
// The output only changes after the synchronised input has been stable for 2**CNT_W clocks.
// Parameter CNT_W (default 10). Ports: clk, rst_n, btn_raw, btn_clean, press (1-cycle pulse
// on a clean rising edge), release_p (1-cycle pulse on a clean falling edge).
module lupin_debounce #(
    parameter CNT_W = 10
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_clean,
    output reg  press,
    output reg  release_p
);
    reg             sync0, sync1;
    reg [CNT_W-1:0] stable_cnt;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            sync0 <= 1'b0;
            sync1 <= 1'b0;
        end else begin
            sync0 <= btn_raw;
            sync1 <= sync0;
        end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            stable_cnt <= {CNT_W{1'b0}};
            btn_clean  <= 1'b0;
            press      <= 1'b0;
            release_p  <= 1'b0;
        end else begin
            press     <= 1'b0;
            release_p <= 1'b0;
            if (sync1 == btn_clean)
                stable_cnt <= {CNT_W{1'b0}};
            else if (&stable_cnt) begin
                btn_clean  <= sync1;
                press      <= sync1;
                release_p  <= ~sync1;
                stable_cnt <= {CNT_W{1'b0}};
            end else
                stable_cnt <= stable_cnt + 1'b1;
        end
endmodule
