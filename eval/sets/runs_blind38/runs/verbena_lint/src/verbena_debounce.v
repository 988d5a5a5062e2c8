// verbena_debounce: four-button debouncer with synchroniser, per-button stable counter
// and one-clock press/release pulses.
// Parameter CNT_W: counter width; a level must be stable for 2**CNT_W clocks (default 2**12).
// Ports: btn_raw (asynchronous buttons, active high), btn_state (debounced levels),
// press_pulse / release_pulse (one clock wide).
module verbena_debounce #(
    parameter CNT_W = 12
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] btn_raw,
    output reg  [3:0] btn_state,
    output wire [3:0] press_pulse,
    output wire [3:0] release_pulse
);
    reg [3:0] sync1, sync2;
    reg [CNT_W-1:0] cnt [0:3];
    reg [3:0] state_d;
    integer i;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync1 <= 4'b0;
            sync2 <= 4'b0;
        end else begin
            sync1 <= btn_raw;
            sync2 <= sync1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            btn_state <= 4'b0;
            for (i = 0; i < 4; i = i + 1)
                cnt[i] <= {CNT_W{1'b0}};
        end else begin
            for (i = 0; i < 4; i = i + 1) begin
                if (sync2[i] == btn_state[i])
                    cnt[i] <= {CNT_W{1'b0}};
                else if (&cnt[i]) begin
                    btn_state[i] <= sync2[i];
                    cnt[i]       <= {CNT_W{1'b0}};
                end else
                    cnt[i] <= cnt[i] + 1'b1;
            end
        end
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) state_d <= 4'b0;
        else        state_d <= btn_state;

    assign press_pulse   = btn_state & ~state_d;
    assign release_pulse = ~btn_state & state_d;
    assign any_event     = |(press_pulse | release_pulse);   // debug tap, left over
endmodule
