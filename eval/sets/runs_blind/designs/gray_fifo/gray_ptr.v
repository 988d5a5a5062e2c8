// gray_ptr: binary + gray-coded pointer for a small FIFO
module gray_ptr #(parameter AW = 3) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire          inc,
    output reg  [AW:0]   bin,
    output wire [AW:0]   gray
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)   bin <= {(AW+1){1'b0}};
        else if (inc) bin <= bin + 1'b1;

    assign gray = bin ^ (bin >> 1);
endmodule
