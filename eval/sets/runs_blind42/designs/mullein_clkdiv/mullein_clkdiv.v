// mullein_clkdiv: divide-by-4 clock generator feeding a slow-domain heartbeat/timeout counter
// clk_fast drives a 2-bit divider; its MSB (clk_slow) clocks a 12-bit timer in the slow domain.
// timeout rises when the slow timer reaches LIMIT without a kick; kick_fast is resynchronised into the slow domain.
module mullein_clkdiv #(parameter LIMIT = 12'd3000) (
    input  wire        clk_fast,
    input  wire        rst_n,
    input  wire        kick_fast,
    output wire        clk_slow,
    output reg  [11:0] timer,
    output reg         timeout
);
    reg [1:0] div;
    always @(posedge clk_fast or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 1'b1;
    end
    assign clk_slow = div[1];

    // hold a kick request in the fast domain until the slow clock has seen it
    reg kick_hold;
    reg [1:0] kick_sync;
    always @(posedge clk_fast or negedge rst_n) begin
        if (!rst_n)
            kick_hold <= 1'b0;
        else if (kick_fast)
            kick_hold <= 1'b1;
        else if (kick_sync[1])
            kick_hold <= 1'b0;
    end

    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            kick_sync <= 2'b00;
            timer     <= 12'd0;
            timeout   <= 1'b0;
        end else begin
            kick_sync <= {kick_sync[0], kick_hold};
            if (kick_sync[1]) begin
                timer   <= 12'd0;
                timeout <= 1'b0;
            end else if (timer == LIMIT) begin
                timeout <= 1'b1;
            end else begin
                timer <= timer + 1'b1;
            end
        end
    end
endmodule
