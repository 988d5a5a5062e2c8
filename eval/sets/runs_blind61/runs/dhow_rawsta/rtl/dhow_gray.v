// dhow_gray: 6-bit Gray-code counter with enable and binary readout
// Ports: clk, rst, en -> gray[5:0], bin[5:0]
module dhow_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [5:0] gray,
    output wire [5:0] bin
);
    reg [5:0] b;
    assign bin = b;
    always @(posedge clk) begin
        if (rst) begin
            b <= 6'd0; gray <= 6'd0;
        end else if (en) begin
            b    <= b + 6'd1;
            gray <= (b + 6'd1) ^ ((b + 6'd1) >> 1);
        end
    end
endmodule
