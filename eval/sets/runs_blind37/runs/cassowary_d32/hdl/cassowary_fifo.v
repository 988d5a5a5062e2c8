// cassowary_fifo: synchronous single-clock FIFO with full/empty flags and an occupancy count.
// Ports: clk, rst, wr_en, din[WIDTH-1:0], rd_en, dout[WIDTH-1:0] (registered), full, empty, count.
// Parameters: WIDTH (data width, default 8), DEPTH (entries, power of two, default 16).
// Storage is a register array (no RAM macro), so the depth drives the flop count directly.
module cassowary_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 16
) (
    input  wire                   clk,
    input  wire                   rst,
    input  wire                   wr_en,
    input  wire [WIDTH-1:0]       din,
    input  wire                   rd_en,
    output reg  [WIDTH-1:0]       dout,
    output wire                   full,
    output wire                   empty,
    output reg  [$clog2(DEPTH):0] count
);
    localparam AW = $clog2(DEPTH);

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= din;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= {AW{1'b0}};
            rptr  <= {AW{1'b0}};
            count <= {(AW+1){1'b0}};
            dout  <= {WIDTH{1'b0}};
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) begin
                dout <= mem[rptr];
                rptr <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
