// shale_regfile: 8 x 8-bit register file, two asynchronous read ports, one synchronous write port
// Ports: clk, we, waddr[2:0], wdata[7:0], raddr_a[2:0], rdata_a[7:0], raddr_b[2:0], rdata_b[7:0]
// Register 0 reads as zero (RISC-style); writes to it are dropped.
module shale_regfile (
    input  wire       clk,
    input  wire       we,
    input  wire [2:0] waddr,
    input  wire [7:0] wdata,
    input  wire [2:0] raddr_a,
    output wire [7:0] rdata_a,
    input  wire [2:0] raddr_b,
    output wire [7:0] rdata_b
);
    reg [7:0] regs [1:7];

    always @(posedge clk) begin
        if (we && waddr != 3'd0)
            regs[waddr] <= wdata;
    end

    assign rdata_a = (raddr_a == 3'd0) ? 8'd0 : regs[raddr_a];
    assign rdata_b = (raddr_b == 3'd0) ? 8'd0 : regs[raddr_b];
endmodule
