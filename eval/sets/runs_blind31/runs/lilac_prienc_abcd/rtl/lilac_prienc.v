// lilac_prienc: 32-request fixed-priority (lowest index wins) encoder with registered grant index and valid
module lilac_prienc (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [31:0] req,
    input  wire [31:0] mask,
    output reg  [4:0]  idx,
    output reg         any,
    output reg  [31:0] onehot
);
    wire [31:0] m = req & ~mask;
    reg  [4:0]  idx_c;
    integer k;

    // lowest index wins
    always @* begin
        idx_c = 5'd0;
        for (k = 31; k >= 0; k = k - 1)
            if (m[k]) idx_c = k[4:0];
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            idx <= 5'd0; any <= 1'b0; onehot <= 32'd0;
        end else begin
            idx    <= idx_c;
            any    <= |m;
            onehot <= m & (~m + 32'd1);
        end
endmodule
