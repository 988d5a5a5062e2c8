// firth_tick: free-running prescaler, tick is high for one clk cycle every PRESCALE cycles.
module firth_tick #(
    parameter PRESCALE = 50
) (
    input  wire clk,
    input  wire rst_n,
    output reg  tick
);
    reg [7:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 8'd0;
            tick <= 1'b0;
        end else if (cnt == PRESCALE - 1) begin
            cnt  <= 8'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 8'd1;
            tick <= 1'b0;
        end
    end
endmodule
