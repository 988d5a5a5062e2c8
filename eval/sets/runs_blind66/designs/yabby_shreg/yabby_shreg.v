// yabby_shreg: 16-bit serial-in parallel-out shift register with parallel load and direction select
// ports: clk, rst, load, dir (0 = shift left, 1 = shift right), sin, pdata[15:0] -> q[15:0], sout
module yabby_shreg (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire        dir,
    input  wire        sin,
    input  wire [15:0] pdata,
    output reg  [15:0] q,
    output wire        sout
);
    assign sout = dir ? q[0] : q[15];
    always @(posedge clk) begin
        if (rst)       q <= 16'd0;
        else if (load) q <= pdata;
        else if (dir)  q <= {sin, q[15:1]};
        else           q <= {q[14:0], sin};
    end
endmodule
