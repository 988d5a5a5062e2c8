// sat_add12: registered 12-bit unsigned adder that saturates at 12'hFFF.
module sat_add12 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [11:0] x,
    input  wire [11:0] y,
    output reg  [11:0] sum,
    output reg         sat
);
    reg  [11:0] x_q, y_q;
    wire [12:0] full = x_q + y_q;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            x_q <= 12'd0; y_q <= 12'd0; sum <= 12'd0; sat <= 1'b0;
        end else begin
            x_q <= x;
            y_q <= y;
            sum <= full[12] ? 12'hFFF : full[11:0];
            sat <= full[12];
        end
    end
endmodule
