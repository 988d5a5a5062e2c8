// 8-bit Gray-code counter with enable and synchronous clear
module gray_cnt8 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [7:0] gray
);
    reg [7:0] bin;
    always @(posedge clk) begin
        if (rst) begin
            bin  <= 8'd0;
            gray <= 8'd0;
        end else if (en) begin
            bin  <= bin + 8'd1;
            gray <= (bin + 8'd1) ^ ((bin + 8'd1) >> 1);
        end
    end
endmodule
