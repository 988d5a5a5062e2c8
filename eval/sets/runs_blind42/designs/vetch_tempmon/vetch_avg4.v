// vetch_avg4: moving average of the last four 10-bit samples
module vetch_avg4 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_valid,
    input  wire [9:0] din,
    output reg        out_valid,
    output wire [9:0] dout
);
    reg [9:0]  s0, s1, s2, s3;
    reg [11:0] sum;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s0 <= 0; s1 <= 0; s2 <= 0; s3 <= 0; sum <= 0; out_valid <= 1'b0;
        end else begin
            out_valid <= in_valid;
            if (in_valid) begin
                s0 <= din; s1 <= s0; s2 <= s1; s3 <= s2;
                sum <= sum + din - s3;
            end
        end
    end
    assign dout = sum[11:2];
endmodule
