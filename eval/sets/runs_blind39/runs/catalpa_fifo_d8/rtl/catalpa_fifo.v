// catalpa_fifo: synchronous FIFO, one clock, first-word-fall-through off (registered read)
// Parameters: WIDTH (data bits, default 8), DEPTH (entries, power of two, default 16).
// Storage is the catalpa_mem sub-module (catalpa_mem.v); pointers carry one extra bit
// to tell full from empty. Also reports fill level and sticky overflow/underflow flags.
module catalpa_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 16
) (
    input  wire                   clk,
    input  wire                   rst,
    input  wire                   wr_en,
    input  wire [WIDTH-1:0]       wr_data,
    input  wire                   rd_en,
    output wire [WIDTH-1:0]       rd_data,
    output wire                   full,
    output wire                   empty,
    output wire [$clog2(DEPTH):0] level,
    output reg                    overflow,
    output reg                    underflow
);
    localparam AW = $clog2(DEPTH);

    reg [AW:0] wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);
    assign empty = (wptr == rptr);
    assign level = wptr - rptr;

    catalpa_mem #(.WIDTH(WIDTH), .AW(AW)) u_mem (
        .clk   (clk),
        .we    (do_wr),
        .waddr (wptr[AW-1:0]),
        .wdata (wr_data),
        .re    (do_rd),
        .raddr (rptr[AW-1:0]),
        .rdata (rd_data)
    );

    always @(posedge clk) begin
        if (rst) begin
            wptr      <= 0;
            rptr      <= 0;
            overflow  <= 1'b0;
            underflow <= 1'b0;
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) rptr <= rptr + 1'b1;
            if (wr_en && full)  overflow  <= 1'b1;
            if (rd_en && empty) underflow <= 1'b1;
        end
    end
endmodule
