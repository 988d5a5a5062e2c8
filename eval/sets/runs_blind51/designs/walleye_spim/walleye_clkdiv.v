// walleye_clkdiv: enable-pulse generator for the walleye SPI master (one tick every DIV clocks)
module walleye_clkdiv #(
    parameter DIV = 4
) (
    input  wire clk,
    input  wire rst_n,
    input  wire en,
    output wire tick
);
    reg [7:0] cnt;
    assign tick = en && (cnt == DIV - 1);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cnt <= 8'd0;
        else if (!en || tick)
            cnt <= 8'd0;
        else
            cnt <= cnt + 1'b1;
    end
endmodule
