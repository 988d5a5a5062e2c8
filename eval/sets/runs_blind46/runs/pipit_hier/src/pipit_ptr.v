// pipit_ptr: wrap-around pointer with an extra lap bit, used twice by pipit_fifo.
module pipit_ptr #(
    parameter AW = 3
) (
    input  wire      clk,
    input  wire      rst,
    input  wire      inc,
    output reg [AW:0] ptr
);
    always @(posedge clk) begin
        if (rst)
            ptr <= {(AW+1){1'b0}};
        else if (inc)
            ptr <= ptr + 1'b1;
    end
endmodule
