// lamprey_debounce: push-button debouncer for 4 buttons with a shared
// millisecond prescaler; outputs the clean level and a one-cycle press pulse.
// Parameter PRESCALE = clock cycles per sample tick, STABLE = ticks a level must hold.
module lamprey_debounce #(
    parameter PRESCALE = 1000,
    parameter STABLE = 8
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] btn_raw,
    output reg  [3:0] btn_clean,
    output wire [3:0] pressed
);
    reg [9:0] pre;
    wire tick = (pre == PRESCALE - 1);
    always @(posedge clk) begin
        if (rst || tick) pre <= 10'd0;
        else             pre <= pre + 1'b1;
    end

    reg [3:0] s1, s2, last;
    reg [3:0] cnt0, cnt1, cnt2, cnt3;
    always @(posedge clk) begin
        s1 <= btn_raw;
        s2 <= s1;
    end

    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : ch
            reg [3:0] cnt;
            always @(posedge clk) begin
                if (rst) begin
                    cnt <= 4'd0;
                    btn_clean[g] <= 1'b0;
                end else if (tick) begin
                    if (s2[g] == btn_clean[g]) cnt <= 4'd0;
                    else if (cnt == STABLE - 1) begin
                        btn_clean[g] <= s2[g];
                        cnt <= 4'd0;
                    end else cnt <= cnt + 1'b1;
                end
            end
        end
    endgenerate

    always @(posedge clk) last <= btn_clean;
    assign pressed = btn_clean & ~last;
endmodule
