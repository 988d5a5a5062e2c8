// kinkajou_debnc: debouncer for N push buttons with rise/fall pulse outputs
// Each raw input is synchronised (2 flops) and must stay at its new level for
// 2**CNT_BITS consecutive clocks before the debounced output follows it.
// Parameters: N (buttons, default 4), CNT_BITS (counter width, default 10).
// Outputs: level[N-1:0] debounced state, rise/fall one-clock pulses per button.
module kinkajou_debnc #(
    parameter N        = 4,
    parameter CNT_BITS = 10
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [N-1:0] btn_raw,
    output reg  [N-1:0] level,
    output reg  [N-1:0] rise,
    output reg  [N-1:0] fall
);
    reg [N-1:0] s1, s2;
    reg [CNT_BITS-1:0] cnt [0:N-1];
    integer i;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= {N{1'b0}};
            s2 <= {N{1'b0}};
        end else begin
            s1 <= btn_raw;
            s2 <= s1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            level <= {N{1'b0}};
            rise  <= {N{1'b0}};
            fall  <= {N{1'b0}};
            for (i = 0; i < N; i = i + 1)
                cnt[i] <= {CNT_BITS{1'b0}};
        end else begin
            rise <= {N{1'b0}};
            fall <= {N{1'b0}};
            for (i = 0; i < N; i = i + 1) begin
                if (s2[i] == level[i]) begin
                    cnt[i] <= {CNT_BITS{1'b0}};
                end else if (&cnt[i]) begin
                    cnt[i]   <= {CNT_BITS{1'b0}};
                    level[i] <= s2[i];
                    rise[i]  <= s2[i];
                    fall[i]  <= ~s2[i];
                end else begin
                    cnt[i] <= cnt[i] + 1'b1;
                end
            end
        end
    end
endmodule
