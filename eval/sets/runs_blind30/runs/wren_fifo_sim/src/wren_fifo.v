// wren_fifo: 8-deep x 8-bit synchronous FIFO with full/empty flags and an occupancy count
module wren_fifo #(
    parameter DEPTH_LOG2 = 3
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire [7:0] din,
    input  wire       pop,
    output wire [7:0] dout,
    output wire       full,
    output wire       empty,
    output reg  [DEPTH_LOG2:0] level
);
    localparam DEPTH = 1 << DEPTH_LOG2;
    reg [7:0] store [0:DEPTH-1];
    reg [DEPTH_LOG2-1:0] wptr, rptr;

    wire do_push = push && !full;
    wire do_pop  = pop && !empty;

    assign full  = (level == DEPTH);
    assign empty = (level == 0);
    assign dout  = store[rptr];

    always @(posedge clk) begin
        if (do_push)
            store[wptr] <= din;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= 0;
            rptr  <= 0;
            level <= 0;
        end else begin
            if (do_push) wptr <= wptr + 1'b1;
            if (do_pop)  rptr <= rptr + 1'b1;
            case ({do_push, do_pop})
                2'b10: level <= level + 1'b1;
                2'b01: level <= level - 1'b1;
                default: ;
            endcase
        end
    end
endmodule
