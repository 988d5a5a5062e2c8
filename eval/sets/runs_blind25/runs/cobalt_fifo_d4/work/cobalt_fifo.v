// Parameterized synchronous FIFO with full/empty flags and an occupancy count.
module cobalt_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             push,
    input  wire             pop,
    input  wire [WIDTH-1:0] din,
    output wire [WIDTH-1:0] dout,
    output wire             full,
    output wire             empty,
    output reg  [$clog2(DEPTH):0] count
);
    localparam AW = $clog2(DEPTH);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wptr, rptr;

    wire do_push = push && !full;
    wire do_pop  = pop && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);
    assign dout  = mem[rptr];

    always @(posedge clk) begin
        if (do_push) mem[wptr] <= din;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= 0;
            rptr  <= 0;
            count <= 0;
        end else begin
            if (do_push) wptr <= (wptr == DEPTH-1) ? 0 : wptr + 1'b1;
            if (do_pop)  rptr <= (rptr == DEPTH-1) ? 0 : rptr + 1'b1;
            case ({do_push, do_pop})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
