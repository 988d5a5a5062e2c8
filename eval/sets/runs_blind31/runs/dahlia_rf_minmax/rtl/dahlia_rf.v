// dahlia_rf: 8 x 16 register file, two asynchronous read ports, one write port with byte enables
module dahlia_rf (
    input  wire        clk,
    input  wire        we,
    input  wire [1:0]  wbe,
    input  wire [2:0]  waddr,
    input  wire [15:0] wdata,
    input  wire [2:0]  raddr_a,
    input  wire [2:0]  raddr_b,
    output wire [15:0] rdata_a,
    output wire [15:0] rdata_b,
    output reg         hazard
);
    reg [15:0] regs [0:7];

    always @(posedge clk) begin
        if (we && wbe[0]) regs[waddr][7:0]  <= wdata[7:0];
        if (we && wbe[1]) regs[waddr][15:8] <= wdata[15:8];
    end

    // register 0 always reads as zero
    assign rdata_a = (raddr_a == 3'd0) ? 16'd0 : regs[raddr_a];
    assign rdata_b = (raddr_b == 3'd0) ? 16'd0 : regs[raddr_b];

    // flag a read-after-write on the same cycle
    always @(posedge clk)
        hazard <= we && ((waddr == raddr_a) || (waddr == raddr_b)) && (waddr != 3'd0);
endmodule
