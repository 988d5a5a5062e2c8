// tarn_debounce: debouncer for N push buttons: two-flop synchroniser per input, then a
// per-button counter that accepts a new level only after it has been stable for STABLE clocks.
// Ports: clk, rst_n, btn_raw[N-1:0] in; btn_clean[N-1:0], btn_rise[N-1:0] (one-clock pulses) out.
// Parameters: N (buttons, default 4), STABLE (clocks, default 50000 = 1 ms at 50 MHz).
module tarn_debounce #(
    parameter N      = 4,
    parameter STABLE = 50000
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [N-1:0] btn_raw,
    output reg  [N-1:0] btn_clean,
    output wire [N-1:0] btn_rise
);
    localparam CW = $clog2(STABLE + 1);

    reg [N-1:0] sync0, sync1;
    reg [N-1:0] clean_d;
    reg [CW-1:0] cnt [0:N-1];

    // debug tap left over from bring-up (never driven)
    wire [CW-1:0] dbg_cnt;
    wire          dbg_any = |dbg_cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync0 <= {N{1'b0}};
            sync1 <= {N{1'b0}};
        end else begin
            sync0 <= btn_raw;
            sync1 <= sync0;
        end
    end

    genvar g;
    generate
        for (g = 0; g < N; g = g + 1) begin : per_btn
            always @(posedge clk or negedge rst_n) begin
                if (!rst_n) begin
                    cnt[g]       <= {CW{1'b0}};
                    btn_clean[g] <= 1'b0;
                end else if (sync1[g] == btn_clean[g]) begin
                    cnt[g] <= {CW{1'b0}};
                end else if (cnt[g] == STABLE - 1) begin
                    cnt[g]       <= {CW{1'b0}};
                    btn_clean[g] <= sync1[g];
                end else begin
                    cnt[g] <= cnt[g] + 1'b1;
                end
            end
        end
    endgenerate

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) clean_d <= {N{1'b0}};
        else        clean_d <= btn_clean;
    end

    assign btn_rise = btn_clean & ~clean_d;
endmodule
