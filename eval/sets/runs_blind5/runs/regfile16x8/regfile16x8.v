// 16 x 8 register file, one write port and two asynchronous read ports.
module regfile16x8 (
    input            clk,
    input            we,
    input      [3:0] waddr,
    input      [7:0] wdata,
    input      [3:0] raddr_a,
    input      [3:0] raddr_b,
    output     [7:0] rdata_a,
    output     [7:0] rdata_b
);
    reg [7:0] mem [0:15];

    always @(posedge clk)
        if (we) mem[waddr] <= wdata;

    assign rdata_a = mem[raddr_a];
    assign rdata_b = mem[raddr_b];
endmodule
