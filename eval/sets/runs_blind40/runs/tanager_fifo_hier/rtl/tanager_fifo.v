// tanager_fifo: synchronous FIFO, 8 entries x 8 bits, built from three sub-modules:
//   tanager_ptr  - wrap-around read/write pointer with an extra lap bit
//   tanager_mem  - register-file storage, one write port, one async read port
//   tanager_fifo - top level: full/empty flags and an occupancy count
// Parameters: DW data width, AW address width (depth = 2**AW).
module tanager_ptr #(
    parameter AW = 3
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        inc,
    output reg  [AW:0] ptr
);
    always @(posedge clk)
        if (rst)      ptr <= {(AW+1){1'b0}};
        else if (inc) ptr <= ptr + 1'b1;
endmodule

module tanager_mem #(
    parameter DW = 8,
    parameter AW = 3
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

module tanager_fifo #(
    parameter DW = 8,
    parameter AW = 3
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          push,
    input  wire [DW-1:0] din,
    input  wire          pop,
    output wire [DW-1:0] dout,
    output wire          full,
    output wire          empty,
    output wire [AW:0]   level
);
    wire [AW:0] wptr, rptr;
    wire do_push = push && !full;
    wire do_pop  = pop && !empty;

    tanager_ptr #(.AW(AW)) u_wptr (.clk(clk), .rst(rst), .inc(do_push), .ptr(wptr));
    tanager_ptr #(.AW(AW)) u_rptr (.clk(clk), .rst(rst), .inc(do_pop),  .ptr(rptr));

    tanager_mem #(.DW(DW), .AW(AW)) u_mem (
        .clk(clk), .we(do_push), .waddr(wptr[AW-1:0]), .wdata(din),
        .raddr(rptr[AW-1:0]), .rdata(dout)
    );

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);
endmodule
