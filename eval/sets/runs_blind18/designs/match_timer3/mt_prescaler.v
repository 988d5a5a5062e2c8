// mt_prescaler: programmable divider producing a one cycle tick
module mt_prescaler #(
    parameter W = 8
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire [W-1:0] div,
    output reg          tick
);
    reg [W-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= {W{1'b0}};
            tick <= 1'b0;
        end else if (!en) begin
            cnt  <= {W{1'b0}};
            tick <= 1'b0;
        end else if (cnt == div) begin
            cnt  <= {W{1'b0}};
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 1'b1;
            tick <= 1'b0;
        end
    end
endmodule
