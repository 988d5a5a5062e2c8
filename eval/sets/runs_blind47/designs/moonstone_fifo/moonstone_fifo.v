// moonstone_fifo: synchronous FIFO, 16 entries x 8 bits, built from a register-file sub-module.
// Ports: clk, rst (sync high), wr_en/din, rd_en/dout, full, empty, level.
module moonstone_regs #(
    parameter DW = 8,
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          we,
    input  wire [AW-1:0] waddr,
    input  wire [DW-1:0] wdata,
    input  wire [AW-1:0] raddr,
    output wire [DW-1:0] rdata
);
    reg [DW-1:0] mem [0:(1<<AW)-1];
    always @(posedge clk)
        if (we) mem[waddr] <= wdata;
    assign rdata = mem[raddr];
endmodule

module moonstone_fifo #(
    parameter DW = 8,
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          wr_en,
    input  wire [DW-1:0] din,
    input  wire          rd_en,
    output reg  [DW-1:0] dout,
    output wire          full,
    output wire          empty,
    output wire [AW:0]   level
);
    reg  [AW:0] wptr, rptr;
    wire [DW-1:0] rdata;
    wire do_wr = wr_en & ~full;
    wire do_rd = rd_en & ~empty;

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);

    moonstone_regs #(.DW(DW), .AW(AW)) u_regs (
        .clk(clk), .we(do_wr), .waddr(wptr[AW-1:0]), .wdata(din),
        .raddr(rptr[AW-1:0]), .rdata(rdata)
    );

    always @(posedge clk) begin
        if (rst) begin
            wptr <= 0;
            rptr <= 0;
            dout <= 0;
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) begin
                rptr <= rptr + 1'b1;
                dout <= rdata;
            end
        end
    end
endmodule
