// ocotillo_fifo: synchronous FIFO (single clock) built from a register-array memory
// (ocotillo_ram) and a pointer/occupancy block (ocotillo_ptrs).
// Parameters: DW data width (8), AW address width (4 -> 16 entries).
// Writes are ignored when full, reads when empty; count gives the occupancy.
module ocotillo_fifo #(
    parameter DW = 8,
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          wr_en,
    input  wire [DW-1:0] wr_data,
    input  wire          rd_en,
    output wire [DW-1:0] rd_data,
    output wire          full,
    output wire          empty,
    output wire [AW:0]   count
);

    wire [AW-1:0] waddr, raddr;
    wire do_wr = wr_en & ~full;
    wire do_rd = rd_en & ~empty;

    ocotillo_ptrs #(.AW(AW)) u_ptrs (
        .clk   (clk),
        .rst   (rst),
        .do_wr (do_wr),
        .do_rd (do_rd),
        .waddr (waddr),
        .raddr (raddr),
        .full  (full),
        .empty (empty),
        .count (count)
    );

    ocotillo_ram #(.DW(DW), .AW(AW)) u_ram (
        .clk   (clk),
        .we    (do_wr),
        .waddr (waddr),
        .wdata (wr_data),
        .raddr (raddr),
        .rdata (rd_data)
    );

endmodule

// register-array storage, asynchronous read
module ocotillo_ram #(
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
        if (we)
            mem[waddr] <= wdata;
    assign rdata = mem[raddr];
endmodule

// read/write pointers and occupancy counter
module ocotillo_ptrs #(
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          do_wr,
    input  wire          do_rd,
    output reg  [AW-1:0] waddr,
    output reg  [AW-1:0] raddr,
    output wire          full,
    output wire          empty,
    output reg  [AW:0]   count
);
    always @(posedge clk) begin
        if (rst) begin
            waddr <= 0;
            raddr <= 0;
            count <= 0;
        end else begin
            if (do_wr) waddr <= waddr + 1'b1;
            if (do_rd) raddr <= raddr + 1'b1;
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
    assign full  = (count == (1 << AW));
    assign empty = (count == 0);
endmodule
