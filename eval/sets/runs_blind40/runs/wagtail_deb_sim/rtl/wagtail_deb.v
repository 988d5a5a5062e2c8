// wagtail_deb: push-button debouncer with edge detection.
// The raw input is synchronised with two flops, then must stay stable for STABLE
// consecutive clocks before the debounced level (btn_q) follows it.
// rise/fall pulse for one clock on each debounced edge.
module wagtail_deb #(
    parameter STABLE = 8
) (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_q,
    output wire rise,
    output wire fall
);
    localparam CW = $clog2(STABLE + 1);
    reg       s1, s2;
    reg       btn_d;
    reg [CW-1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            s1 <= 1'b0; s2 <= 1'b0; btn_q <= 1'b0; btn_d <= 1'b0; cnt <= {CW{1'b0}};
        end else begin
            s1    <= btn_raw;
            s2    <= s1;
            btn_d <= btn_q;
            if (s2 == btn_q) begin
                cnt <= {CW{1'b0}};
            end else if (cnt == STABLE - 1) begin
                btn_q <= s2;
                cnt   <= {CW{1'b0}};
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end

    assign rise = btn_q & ~btn_d;
    assign fall = ~btn_q & btn_d;
endmodule
