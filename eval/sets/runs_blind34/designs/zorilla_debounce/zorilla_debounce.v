// zorilla_debounce: push-button debouncer with synchroniser and press/release pulses
module zorilla_debounce #(
    parameter CNT_W = 10
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_state,
    output reg  pressed,
    output reg  released
);
    reg [1:0]       sync;
    reg [CNT_W-1:0] stable_cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sync <= 2'b00;
        else
            sync <= {sync[0], btn_raw};
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            stable_cnt <= 0;
            btn_state  <= 1'b0;
            pressed    <= 1'b0;
            released   <= 1'b0
        end else begin
            pressed  <= 1'b0;
            released <= 1'b0;
            if (sync[1] == btn_state)
                stable_cnt <= 0;
            else if (&stable_cnt) begin
                stable_cnt <= 0;
                btn_state  <= sync[1];
                pressed    <= sync[1];
                released   <= ~sync[1];
            end else
                stable_cnt <= stable_cnt + 1'b1;
        end
    end
endmodule
