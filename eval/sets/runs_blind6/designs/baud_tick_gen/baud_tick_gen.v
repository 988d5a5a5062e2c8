// Fractional baud-rate tick generator (accumulator based).
module baud_tick_gen #(
    parameter ACC_W = 12,
    parameter INC   = 12'd151
) (
    input  wire clk,
    input  wire rst_n,
    input  wire en,
    output reg  tick
);
    reg [ACC_W:0] acc;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc  <= 0;
            tick <= 1'b0
        end else if (en) begin
            acc  <= acc[ACC_W-1:0] + INC;
            tick <= acc[ACC_W];
        end
    end
endmodule
