// tupelo_prescaler: programmable prescaler, emits one tick every (div+1) clk cycles.
module tupelo_prescaler (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] div,
    output reg        tick
);
    reg [7:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 8'd0;
            tick <= 1'b0;
        end else if (cnt == div) begin
            cnt  <= 8'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 1'b1;
            tick <= 1'b0;
        end
    end
endmodule
