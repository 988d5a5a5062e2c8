// mistletoe_fifo: synchronous FIFO with registered read data, full/empty flags and a fill counter
// Parameters: WIDTH = data bits (default 8), DEPTH = number of entries, power of two (default 8)
// Ports: clk, rst_n (asynchronous, active low), wr_en/din (push), rd_en/dout (pop, dout valid the
//        cycle after rd_en), full, empty, count (entries currently stored)
// Writes when full and reads when empty are ignored.
module mistletoe_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input  wire                   clk,
    input  wire                   rst_n,
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
    reg [AW-1:0]    wptr;
    reg [AW-1:0]    rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    // storage array: no reset, written on a successful push
    always @(posedge clk)
        if (do_wr)
            mem[wptr] <= din;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wptr  <= {AW{1'b0}};
            rptr  <= {AW{1'b0}};
            count <= 0;
            dout  <= {WIDTH{1'b0}};
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                rptr <= rptr + 1'b1;
                dout <= mem[rptr];
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
