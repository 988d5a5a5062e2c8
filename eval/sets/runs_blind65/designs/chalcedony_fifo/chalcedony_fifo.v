// chalcedony_fifo: synchronous FIFO, 8 entries x 8 bits, built from a pointer
// sub-module (chalcedony_ptr, used twice) and a register-array memory (chalcedony_mem).
// Ports: clk, rst, wr_en, din[7:0], rd_en -> dout[7:0], full, empty, level[3:0].
module chalcedony_ptr (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [3:0] ptr
);
    always @(posedge clk)
        if (rst) ptr <= 4'd0;
        else if (inc) ptr <= ptr + 4'd1;
endmodule

module chalcedony_mem (
    input  wire       clk,
    input  wire       we,
    input  wire [2:0] waddr,
    input  wire [7:0] wdata,
    input  wire [2:0] raddr,
    output wire [7:0] rdata
);
    reg [7:0] cells [0:7];
    always @(posedge clk)
        if (we) cells[waddr] <= wdata;
    assign rdata = cells[raddr];
endmodule

module chalcedony_fifo (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [7:0] din,
    input  wire       rd_en,
    output wire [7:0] dout,
    output wire       full,
    output wire       empty,
    output wire [3:0] level
);
    wire [3:0] wptr, rptr;
    wire do_wr = wr_en & ~full;
    wire do_rd = rd_en & ~empty;

    chalcedony_ptr u_wptr (.clk(clk), .rst(rst), .inc(do_wr), .ptr(wptr));
    chalcedony_ptr u_rptr (.clk(clk), .rst(rst), .inc(do_rd), .ptr(rptr));
    chalcedony_mem u_mem (.clk(clk), .we(do_wr), .waddr(wptr[2:0]), .wdata(din),
                          .raddr(rptr[2:0]), .rdata(dout));

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[2:0] == rptr[2:0]) && (wptr[3] != rptr[3]);
endmodule
