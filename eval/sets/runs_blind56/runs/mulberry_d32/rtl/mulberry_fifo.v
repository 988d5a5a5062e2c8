// mulberry_fifo: synchronous FIFO, one clock, first-word-fall-through off.
// Parameters: WIDTH (data bits), DEPTH (entries, power of two).
// Ports: wr_en/wdata push, rd_en/rdata pop (rdata valid the cycle after rd_en),
// full/empty flags and a level counter. Storage lives in mulberry_mem.
module mulberry_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 16
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wdata,
    input  wire             rd_en,
    output wire [WIDTH-1:0] rdata,
    output wire             full,
    output wire             empty,
    output reg  [$clog2(DEPTH):0] level
);
    localparam AW = $clog2(DEPTH);

    reg [AW-1:0] wptr, rptr;
    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (level == DEPTH);
    assign empty = (level == 0);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wptr  <= {AW{1'b0}};
            rptr  <= {AW{1'b0}};
            level <= {(AW+1){1'b0}};
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) rptr <= rptr + 1'b1;
            case ({do_wr, do_rd})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end

    mulberry_mem #(.WIDTH(WIDTH), .DEPTH(DEPTH)) u_mem (
        .clk   (clk),
        .we    (do_wr),
        .waddr (wptr),
        .wdata (wdata),
        .re    (do_rd),
        .raddr (rptr),
        .rdata (rdata)
    );
endmodule

// simple dual-port register array with a registered read port
module mulberry_mem #(
    parameter WIDTH = 8,
    parameter DEPTH = 16
) (
    input  wire                     clk,
    input  wire                     we,
    input  wire [$clog2(DEPTH)-1:0] waddr,
    input  wire [WIDTH-1:0]         wdata,
    input  wire                     re,
    input  wire [$clog2(DEPTH)-1:0] raddr,
    output reg  [WIDTH-1:0]         rdata
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];

    always @(posedge clk) begin
        if (we) mem[waddr] <= wdata;
        if (re) rdata <= mem[raddr];
    end
endmodule
