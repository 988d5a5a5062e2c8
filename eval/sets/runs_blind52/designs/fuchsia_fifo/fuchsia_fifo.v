// fuchsia_fifo: synchronous FIFO built from three sub-modules (kept hierarchical on purpose).
// Parameters: WIDTH data bits (default 8), AW address bits (default 3 -> depth 8).
// Ports: clk, rst_n, wr_en, din, full, rd_en, dout (registered), empty, level (entries used).
// Sub-modules: fuchsia_ptr (wrapping pointer with extra wrap bit), fuchsia_mem (register file).
module fuchsia_ptr #(
    parameter AW = 3
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        inc,
    output reg  [AW:0] ptr
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)   ptr <= {(AW+1){1'b0}};
        else if (inc) ptr <= ptr + 1'b1;
endmodule

module fuchsia_mem #(
    parameter WIDTH = 8,
    parameter AW    = 3
) (
    input  wire             clk,
    input  wire             we,
    input  wire [AW-1:0]    waddr,
    input  wire [WIDTH-1:0] wdata,
    input  wire [AW-1:0]    raddr,
    output wire [WIDTH-1:0] rdata
);
    reg [WIDTH-1:0] mem [0:(1<<AW)-1];
    always @(posedge clk)
        if (we) mem[waddr] <= wdata;
    assign rdata = mem[raddr];
endmodule

module fuchsia_fifo #(
    parameter WIDTH = 8,
    parameter AW    = 3
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] din,
    output wire             full,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] dout,
    output wire             empty,
    output wire [AW:0]      level
);
    wire [AW:0] wptr, rptr;
    wire [WIDTH-1:0] rdata;
    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    fuchsia_ptr #(.AW(AW)) u_wptr (.clk(clk), .rst_n(rst_n), .inc(do_wr), .ptr(wptr));
    fuchsia_ptr #(.AW(AW)) u_rptr (.clk(clk), .rst_n(rst_n), .inc(do_rd), .ptr(rptr));

    fuchsia_mem #(.WIDTH(WIDTH), .AW(AW)) u_mem (
        .clk(clk), .we(do_wr), .waddr(wptr[AW-1:0]), .wdata(din),
        .raddr(rptr[AW-1:0]), .rdata(rdata));

    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);
    assign level = wptr - rptr;

    always @(posedge clk or negedge rst_n)
        if (!rst_n)     dout <= {WIDTH{1'b0}};
        else if (do_rd) dout <= rdata;
endmodule
