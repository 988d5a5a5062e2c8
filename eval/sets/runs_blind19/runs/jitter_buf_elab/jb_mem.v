// 16 x 12 storage for the jitter buffer (flop based).
module jb_mem (
    input  wire        clk,
    input  wire        we,
    input  wire [3:0]  waddr,
    input  wire [11:0] din,
    input  wire [3:0]  raddr,
    output wire [11:0] dout
);
    reg [11:0] mem [0:15];
    always @(posedge clk)
        if (we) mem[waddr] <= din;
    assign dout = mem[raddr];
endmodule
