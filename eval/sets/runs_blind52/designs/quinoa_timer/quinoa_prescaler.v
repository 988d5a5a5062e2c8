// quinoa_prescaler: programmable prescaler, one-cycle tick every (div + 1) enabled clocks.
module quinoa_prescaler (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [7:0] div,
    output reg        tick
);
    reg [7:0] cnt;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            cnt  <= 8'd0;
            tick <= 1'b0;
        end else begin
            tick <= 1'b0;
            if (en) begin
                if (cnt >= div) begin
                    cnt  <= 8'd0;
                    tick <= 1'b1;
                end else
                    cnt <= cnt + 8'd1;
            end
        end
endmodule
