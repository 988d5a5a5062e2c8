// 16-request fixed-priority encoder (request 0 highest) with registered index, valid and one-hot grant outputs.
module zinnia_prio (
    input  wire        clk,
    input  wire [15:0] req,
    output reg  [3:0]  idx,
    output reg         valid,
    output reg  [15:0] grant
);
    reg [15:0] req_r;
    reg [3:0]  idx_c;
    integer    k;

    always @(posedge clk)
        req_r <= req;

    always @(*) begin
        idx_c = 4'd0;
        for (k = 15; k >= 0; k = k - 1)
            if (req_r[k])
                idx_c = k[3:0];
    end

    always @(posedge clk) begin
        valid <= |req_r;
        idx   <= idx_c;
        grant <= (|req_r) ? (16'd1 << idx_c) : 16'd0;
    end
endmodule
