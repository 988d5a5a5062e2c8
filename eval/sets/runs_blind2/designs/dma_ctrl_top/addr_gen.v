// Address generator: base + beat index * stride (stride is a power of two).
module addr_gen (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire        step,
    input  wire [15:0] base_addr,
    input  wire [1:0]  stride_log2,
    output reg  [15:0] cur_addr
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cur_addr <= 16'h0000;
        else if (start)
            cur_addr <= base_addr;
        else if (step)
            cur_addr <= cur_addr + (16'd1 << stride_log2);
    end
endmodule
