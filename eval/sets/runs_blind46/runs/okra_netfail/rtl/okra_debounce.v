// okra_debounce: push-button debouncer for 4 buttons: 2-flop synchroniser, per-button stability counter,
// debounced level outputs and one-cycle press/release pulses.
// Ports: clk, rst_n, btn_raw[3:0] (asynchronous), btn_db[3:0], pressed[3:0], released[3:0].
// Parameter CNT_W: stability counter width (button must be stable for 2**CNT_W - 1 clocks; default 6).
module okra_debounce #(
    parameter CNT_W = 6
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] btn_raw,
    output reg  [3:0] btn_db,
    output reg  [3:0] pressed,
    output reg  [3:0] released
);
    reg [3:0] s1, s2;
    reg [CNT_W-1:0] cnt [0:3];
    integer i;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= 4'd0;
            s2 <= 4'd0;
        end else begin
            s1 <= btn_raw;
            s2 <= s1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            btn_db   <= 4'd0;
            pressed  <= 4'd0;
            released <= 4'd0;
            for (i = 0; i < 4; i = i + 1) cnt[i] <= {CNT_W{1'b0}};
        end else begin
            pressed  <= 4'd0;
            released <= 4'd0;
            for (i = 0; i < 4; i = i + 1) begin
                if (s2[i] == btn_db[i]) begin
                    cnt[i] <= {CNT_W{1'b0}};
                end else if (&cnt[i]) begin
                    cnt[i]      <= {CNT_W{1'b0}};
                    btn_db[i]   <= s2[i];
                    pressed[i]  <= s2[i];
                    released[i] <= ~s2[i];
                end else begin
                    cnt[i] <= cnt[i] + 1'b1;
                end
            end
        end
    end
endmodule
